; Inno Setup 6 script for Preparo: wraps dist\Preparo\* (the PyInstaller one-folder build).
;
; Normally compiled by `python installer\build.py`, which passes the defines below.
; By hand, from the repository root:
;   "C:\Program Files (x86)\Inno Setup 6\ISCC.exe" /DAppVersion=0.1.0 ^
;     /DBundleDir=%CD%\dist\Preparo /DOutputDir=%CD%\dist ^
;     /DIconFile=%CD%\build\icons\preparo.ico installer\windows\preparo.iss
;
; Setup first asks "only for me" (the default: no administrator rights,
; %LOCALAPPDATA%\Programs\Preparo) or "for all users" (elevates; Program Files).
; /CURRENTUSER or /ALLUSERS on the command line answer it in advance.

#ifndef AppVersion
  #error Pass /DAppVersion=x.y.z (installer\build.py does it from pyproject.toml)
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\Preparo"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icons\preparo.ico"
#endif

#define AppName "Preparo"
#define AppExe "Preparo.exe"
#define AppPublisher "Preparo"

[Setup]
; A fixed AppId keeps upgrades and the uninstaller tied to one entry; never change it.
AppId={{6A4C1E52-3B7D-4F0A-9C2E-8D15B7F3A901}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
VersionInfoDescription={#AppName} installer
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename={#AppName}-{#AppVersion}-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes
RestartApplications=no

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "pt"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
; The whole PyInstaller folder: Preparo.exe plus _internal\ (Python, Qt, onnxruntime, data).
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces _internal\ whole, so no module of the old version lingers.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
