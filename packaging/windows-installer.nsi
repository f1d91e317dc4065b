[#- pynsist's installer with the .ryf file type added (packaging/windows_build.py uses it).
    The uninstaller removes the program's folder only: campaigns stay where the GM saved them, and
    backups, the demo and the settings stay in %APPDATA%\ryf-desktop and the registry. -#]
[% extends "pyapp.nsi" %]

[% block install_commands %]
[[ super() ]]
  ; .ryf campaign files open in RyF Desktop, with its icon.
  WriteRegStr SHCTX "Software\Classes\.ryf" "" "RyFDesktop.Campaign"
  WriteRegStr SHCTX "Software\Classes\.ryf" "Content Type" "application/x-ryf-campaign"
  WriteRegStr SHCTX "Software\Classes\RyFDesktop.Campaign" "" "RyF Desktop campaign"
  WriteRegStr SHCTX "Software\Classes\RyFDesktop.Campaign\DefaultIcon" "" "$INSTDIR\${PRODUCT_ICON}"
  WriteRegStr SHCTX "Software\Classes\RyFDesktop.Campaign\shell\open\command" "" \
    '"$INSTDIR\Python\pythonw.exe" "$INSTDIR\RyF_Desktop.launch.pyw" "%1"'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
[% endblock install_commands %]

[% block uninstall_commands %]
[[ super() ]]
  ; The file type goes only while it is still ours.
  ReadRegStr $0 SHCTX "Software\Classes\.ryf" ""
  StrCmp $0 "RyFDesktop.Campaign" 0 +2
    DeleteRegKey SHCTX "Software\Classes\.ryf"
  DeleteRegKey SHCTX "Software\Classes\RyFDesktop.Campaign"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
[% endblock uninstall_commands %]
