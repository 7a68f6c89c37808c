# The two commands of the README. Both create .venv with the standard library's venv.
#   make run   — set up and launch the app
#   make test  — set up with the test tools and run every quality gate and test; last, build the
#                desktop bundle with build.spec and run its --self-test (the `bundle` tests, under a
#                minute, kept out of a plain `pytest` run)
# PYTHON may be set to any Python 3.11+; by default the first suitable one on PATH is used.

PYTHON ?= $(shell for p in python3 python3.13 python3.12 python3.11; do \
	$$p -c 'import sys; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1 && echo $$p && break; done)
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test bundle

$(VENV)/.app: pyproject.toml
	@test -n "$(PYTHON)" || { echo "Fengyu needs Python 3.11 or newer; install it or set PYTHON=/path/to/python3.11" >&2; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.test: $(VENV)/.app
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

run: $(VENV)/.app
	$(BIN)/fengyu

test: $(VENV)/.test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports
	$(BIN)/mypy -p fengyu.core -p fengyu.mahjong -p fengyu.games -p fengyu.table -p fengyu.net -p fengyu.ai -p fengyu.ui -p fengyu.commands -p fengyu.cli -p tests
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -m bundle -n 0 tests/packaging

# The desktop bundle (dist/Fengyu/) that the installers package, checked by its own self-test;
# installer/windows/fengyu.iss and installer/macos/make_dmg.sh turn it into installers.
bundle: $(VENV)/.test
	$(BIN)/pyinstaller --noconfirm build.spec
	dist/Fengyu/Fengyu --self-test

# Maintainers: after changing user-visible strings, run `make translations` to refresh the
# .ts source (new strings arrive unfinished), translate them (Qt Linguist, or a JSON batch with
# `python tools/translate_ts.py i18n/fengyu_zh_CN.ts batch.json`, which also lists what is
# still missing), then run `make translations` again to rebuild the .qm files the app loads.
.PHONY: translations
translations: $(VENV)/.test
	$(BIN)/pyside6-lupdate -locations none -no-obsolete $$(find desktop/fengyu/ui -name '*.py' | sort) -ts i18n/fengyu_zh_CN.ts
	$(BIN)/pyside6-lrelease i18n/fengyu_zh_CN.ts -qm desktop/fengyu/ui/i18n/fengyu_zh_CN.qm
