"""The Guafeng card table: layout, the view-to-cards model, the scene, the director and the table widget."""
