; Inno Setup script: the Windows installer of Fengyu, built from PyInstaller's onedir output.
;
;   pyinstaller --noconfirm build.spec                      (makes dist\Fengyu\)
;   iscc /DAppVersion=0.1.0 installer\windows\fengyu.iss    (makes dist\installer\Fengyu-0.1.0-windows-x64-setup.exe)
;
; The CI workflow (.github/workflows/installers.yml) passes the version from pyproject.toml.
; Unattended: Fengyu-...-setup.exe /VERYSILENT /SUPPRESSMSGBOXES /NORESTART [/TASKS="desktopicon,firewall"]

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppName "Fengyu"
#define AppExe "Fengyu.exe"
#define FirewallRule "Fengyu (LAN tables)"

[Setup]
; The AppId never changes: it is how a newer installer finds and replaces an installed Fengyu.
AppId={{596EA6DC-3DBC-4A2E-8C37-BE1B7054A43A}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Fengyu
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Administrator rights: the firewall rule for hosting LAN tables needs them.
PrivilegesRequired=admin
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist\installer
OutputBaseFilename=Fengyu-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\resources\fengyu.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; An upgrade or uninstall closes a running Fengyu first rather than leaving files locked.
CloseApplications=yes
RestartApplications=no

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
#if FileExists(AddBackslash(CompilerPath) + "Languages\ChineseSimplified.isl")
Name: "chinesesimplified"; MessagesFile: "compiler:Languages\ChineseSimplified.isl"
#endif

[CustomMessages]
english.FirewallTask=Allow Fengyu to host tables on the local network (Windows Firewall)
english.NetworkGroup=Network:
#if FileExists(AddBackslash(CompilerPath) + "Languages\ChineseSimplified.isl")
chinesesimplified.FirewallTask=允许风雨牌桌在局域网内开桌（Windows 防火墙）
chinesesimplified.NetworkGroup=网络：
#endif

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "firewall"; Description: "{cm:FirewallTask}"; GroupDescription: "{cm:NetworkGroup}"

[InstallDelete]
; A clean upgrade: the previous version's bundle goes before the new one is copied, so no stale
; library or module of an older release can be loaded by the new one.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "..\..\dist\Fengyu\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
; Replace any rule of an earlier install, then allow inbound connections to Fengyu on private and
; domain networks (never public ones), so hosting a table does not stop at Windows' prompt.
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall delete rule name=""{#FirewallRule}"""; Flags: runhidden; Tasks: firewall
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall add rule name=""{#FirewallRule}"" dir=in action=allow program=""{app}\{#AppExe}"" enable=yes profile=private,domain"; Flags: runhidden; Tasks: firewall
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallRun]
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall delete rule name=""{#FirewallRule}"""; Flags: runhidden; RunOnceId: "DeleteFirewallRule"
