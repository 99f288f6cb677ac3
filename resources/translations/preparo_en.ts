<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AddStepDialog</name>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="96"/>
        <source>Add a step</source>
        <translation>Add a step</translation>
    </message>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="114"/>
        <source>&amp;Agent:</source>
        <translation>&amp;Agent:</translation>
    </message>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="119"/>
        <source>&amp;Runs after:</source>
        <translation>&amp;Runs after:</translation>
    </message>
</context>
<context>
    <name>ArgsDialog</name>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="77"/>
        <source>Arguments of %1</source>
        <translation>Arguments of %1</translation>
    </message>
</context>
<context>
    <name>CongregationDialog</name>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="45"/>
        <source>Congregations</source>
        <translation>Congregations</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="51"/>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="52"/>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="70"/>
        <source>Week (Monday)</source>
        <translation>Week (Monday)</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="70"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="70"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="70"/>
        <source>Speaker</source>
        <translation>Speaker</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="74"/>
        <source>Add &amp;week</source>
        <translation>Add &amp;week</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="75"/>
        <source>Remove wee&amp;k</source>
        <translation>Remove wee&amp;k</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="78"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="79"/>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="80"/>
        <source>&amp;Midweek meeting:</source>
        <translation>&amp;Midweek meeting:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="81"/>
        <source>&amp;Weekend meeting:</source>
        <translation>&amp;Weekend meeting:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="84"/>
        <source>Public talks</source>
        <translation>Public talks</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="145"/>
        <source>New congregation</source>
        <translation>New congregation</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="210"/>
        <source>Congregation</source>
        <translation>Congregation</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="247"/>
        <source>Two congregations cannot share a name: %1</source>
        <translation>Two congregations cannot share a name: %1</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="49"/>
        <source>Export study sheet</source>
        <translation>Export study sheet</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="60"/>
        <source>Inline links</source>
        <translation>Inline links</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="61"/>
        <source>Footnotes</source>
        <translation>Footnotes</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="62"/>
        <source>Bibliography</source>
        <translation>Bibliography</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="65"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Browse…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="71"/>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="72"/>
        <source>&amp;Citations:</source>
        <translation>&amp;Citations:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="73"/>
        <source>&amp;Save as:</source>
        <translation>&amp;Save as:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="79"/>
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="105"/>
        <source>Save study sheet</source>
        <translation>Save study sheet</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="115"/>
        <source>Choose where to save the study sheet.</source>
        <translation>Choose where to save the study sheet.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="119"/>
        <source>Replace the file?</source>
        <translation>Replace the file?</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="120"/>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 already exists. Replace it?</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="138"/>
        <source>Exporting…</source>
        <translation>Exporting…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="149"/>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../app/ui/findings.py" line="369"/>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="373"/>
        <source>Open source</source>
        <translation>Open source</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="388"/>
        <source>Step: %1</source>
        <translation>Step: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="391"/>
        <source>&amp;Group by:</source>
        <translation>&amp;Group by:</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="392"/>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="393"/>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="394"/>
        <source>Show all</source>
        <translation>Show all</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="395"/>
        <source>&amp;Open source</source>
        <translation>&amp;Open source</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="396"/>
        <source>Cop&amp;y</source>
        <translation>Cop&amp;y</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="397"/>
        <source>Finding</source>
        <translation>Finding</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="397"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="397"/>
        <source>Source</source>
        <translation>Source</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="32"/>
        <source>Run history</source>
        <translation>Run history</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="40"/>
        <source>Started</source>
        <translation>Started</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="40"/>
        <source>Goal</source>
        <translation>Goal</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="40"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="41"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="41"/>
        <source>Steps</source>
        <translation>Steps</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="41"/>
        <source>Findings</source>
        <translation>Findings</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="55"/>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="58"/>
        <source>&amp;Resume</source>
        <translation>&amp;Resume</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../../app/ui/labels.py" line="30"/>
        <source>finished with problems</source>
        <translation>finished with problems</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="12"/>
        <source>pending</source>
        <translation>pending</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="13"/>
        <source>queued</source>
        <translation>queued</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="14"/>
        <location filename="../../app/ui/labels.py" line="28"/>
        <source>running</source>
        <translation>running</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="15"/>
        <source>done</source>
        <translation>done</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="16"/>
        <location filename="../../app/ui/labels.py" line="30"/>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="17"/>
        <source>skipped</source>
        <translation>skipped</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="18"/>
        <location filename="../../app/ui/labels.py" line="31"/>
        <source>cancelled</source>
        <translation>cancelled</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="34"/>
        <source>interrupted</source>
        <translation>interrupted</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="35"/>
        <source>unreadable</source>
        <translation>unreadable</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="29"/>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="38"/>
        <source>supported</source>
        <translation>supported</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="39"/>
        <source>unclear</source>
        <translation>unclear</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="40"/>
        <source>contradicted</source>
        <translation>contradicted</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="47"/>
        <source>strong evidence</source>
        <translation>strong evidence</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="48"/>
        <source>mixed evidence</source>
        <translation>mixed evidence</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="49"/>
        <source>weak evidence</source>
        <translation>weak evidence</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="50"/>
        <source>not checked</source>
        <translation>not checked</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="62"/>
        <source>Monday</source>
        <translation>Monday</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="63"/>
        <source>Tuesday</source>
        <translation>Tuesday</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="64"/>
        <source>Wednesday</source>
        <translation>Wednesday</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="65"/>
        <source>Thursday</source>
        <translation>Thursday</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="66"/>
        <source>Friday</source>
        <translation>Friday</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="67"/>
        <source>Saturday</source>
        <translation>Saturday</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="68"/>
        <source>Sunday</source>
        <translation>Sunday</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/main_window.py" line="1"/>
        <source>Show &amp;log</source>
        <translation>Show &amp;log</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1"/>
        <source>Open the log file: errors with their details</source>
        <translation>Open the log file: errors with their details</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1"/>
        <source>Nothing has been logged yet. The log will be here:
%1</source>
        <translation>Nothing has been logged yet. The log will be here:
%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1"/>
        <source>The log could not be opened. It is here:
%1</source>
        <translation>The log could not be opened. It is here:
%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="310"/>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="368"/>
        <source>Settings could not be saved: %1</source>
        <translation>Settings could not be saved: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="375"/>
        <source>Type a goal first, for example “Explain John 3:16”.</source>
        <translation>Type a goal first, for example “Explain John 3:16”.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="381"/>
        <source>Planning…</source>
        <translation>Planning…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="385"/>
        <source>Plan ready: %1 steps. Review or edit it, then Run.</source>
        <translation>Plan ready: %1 steps. Review or edit it, then Run.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="391"/>
        <source>LLM: %1 tokens in, %2 out, %3 s.</source>
        <translation>LLM: %1 tokens in, %2 out, %3 s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="407"/>
        <source>Planning the weekend meeting…</source>
        <translation>Planning the weekend meeting…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="416"/>
        <source>Cancelling…</source>
        <translation>Cancelling…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="420"/>
        <source>Skipping %1…</source>
        <translation>Skipping %1…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="483"/>
        <source>Running %1…</source>
        <translation>Running %1…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="513"/>
        <source>Replanning: %1</source>
        <translation>Replanning: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="517"/>
        <source>Run %1 in %2 s.</source>
        <translation>Run %1 in %2 s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="538"/>
        <source>Run %1: %2 findings, %3.</source>
        <translation>Run %1: %2 findings, %3.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="626"/>
        <source>About Preparo</source>
        <translation>About Preparo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="631"/>
        <source>Prepares meetings and personal study with sources from wol.jw.org.</source>
        <translation>Prepares meetings and personal study with sources from wol.jw.org.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="632"/>
        <source>Not affiliated with, sponsored by, or endorsed by the Watch Tower Bible and Tract Society or Jehovah&apos;s Witnesses.</source>
        <translation>Not affiliated with, sponsored by, or endorsed by the Watch Tower Bible and Tract Society or Jehovah&apos;s Witnesses.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="639"/>
        <location filename="../../app/ui/main_window.py" line="658"/>
        <source>Preparo</source>
        <translation>Preparo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="645"/>
        <source>This link was not opened: only https links to jw.org and wol.jw.org, and jwlibrary: links are allowed.
%1</source>
        <translation>This link was not opened: only https links to jw.org and wol.jw.org, and jwlibrary: links are allowed.
%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="653"/>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="654"/>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="660"/>
        <source>&amp;Plan</source>
        <translation>&amp;Plan</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="661"/>
        <source>Show the plan for the goal (Ctrl+Enter)</source>
        <translation>Show the plan for the goal (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="662"/>
        <location filename="../../app/ui/main_window.py" line="683"/>
        <source>&amp;Run</source>
        <translation>&amp;Run</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="662"/>
        <source>Run the plan (Ctrl+R)</source>
        <translation>Run the plan (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="663"/>
        <source>Prepare &amp;Sunday</source>
        <translation>Prepare &amp;Sunday</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="664"/>
        <source>Plan and run the weekend meeting preparation (Ctrl+Shift+S)</source>
        <translation>Plan and run the weekend meeting preparation (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="665"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancel</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="665"/>
        <source>Stop the run (Esc)</source>
        <translation>Stop the run (Esc)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="666"/>
        <source>Run &amp;history…</source>
        <translation>Run &amp;history…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="666"/>
        <source>Reopen a past run</source>
        <translation>Reopen a past run</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="667"/>
        <source>&amp;Export study sheet…</source>
        <translation>&amp;Export study sheet…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="668"/>
        <source>Save the findings as a study sheet</source>
        <translation>Save the findings as a study sheet</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="669"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="670"/>
        <source>Con&amp;gregations…</source>
        <translation>Con&amp;gregations…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="671"/>
        <source>Edit congregations, meeting times and public talks</source>
        <translation>Edit congregations, meeting times and public talks</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="672"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="673"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="674"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="675"/>
        <source>&amp;Fit the plan</source>
        <translation>&amp;Fit the plan</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="676"/>
        <source>&amp;Goal</source>
        <translation>&amp;Goal</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="677"/>
        <source>&amp;About Preparo</source>
        <translation>&amp;About Preparo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="682"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="684"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="685"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="686"/>
        <source>&amp;Goal:</source>
        <translation>&amp;Goal:</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="688"/>
        <source>What do you want to prepare? e.g. “Explain John 3:16”</source>
        <translation>What do you want to prepare? e.g. “Explain John 3:16”</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="689"/>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="690"/>
        <source>C&amp;ongregation:</source>
        <translation>C&amp;ongregation:</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="691"/>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="692"/>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="693"/>
        <source>Step details</source>
        <translation>Step details</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="694"/>
        <source>Click a step to see its details. Ctrl+wheel or +/− zooms, drag pans, 0 fits.</source>
        <translation>Click a step to see its details. Ctrl+wheel or +/− zooms, drag pans, 0 fits.</translation>
    </message>
</context>
<context>
    <name>PlanPanel</name>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="164"/>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="164"/>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="164"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="165"/>
        <source>Depends on</source>
        <translation>Depends on</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="165"/>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="166"/>
        <source>&amp;Add step…</source>
        <translation>&amp;Add step…</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="167"/>
        <source>Add a step from the list of agents</source>
        <translation>Add a step from the list of agents</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="168"/>
        <source>&amp;Edit arguments…</source>
        <translation>&amp;Edit arguments…</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="169"/>
        <source>Re&amp;move step</source>
        <translation>Re&amp;move step</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="170"/>
        <source>S&amp;kip step</source>
        <translation>S&amp;kip step</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="171"/>
        <source>Skip this step; the steps after it still run</source>
        <translation>Skip this step; the steps after it still run</translation>
    </message>
</context>
<context>
    <name>SchemaForm</name>
    <message>
        <location filename="../../app/ui/schema_form.py" line="328"/>
        <source>This step takes no arguments.</source>
        <translation>This step takes no arguments.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="62"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="68"/>
        <source>None (rules planner only)</source>
        <translation>None (rules planner only)</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="75"/>
        <source>default for the provider</source>
        <translation>default for the provider</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="79"/>
        <source>leave empty to keep the stored key</source>
        <translation>leave empty to keep the stored key</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="85"/>
        <source>&amp;Provider:</source>
        <translation>&amp;Provider:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="86"/>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="87"/>
        <source>Server &amp;URL:</source>
        <translation>Server &amp;URL:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="88"/>
        <source>API &amp;key:</source>
        <translation>API &amp;key:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="95"/>
        <source>&amp;Offline: use only what is cached</source>
        <translation>&amp;Offline: use only what is cached</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="99"/>
        <source>the bundled model</source>
        <translation>the bundled model</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="100"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Browse…</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="107"/>
        <source>&amp;wol.jw.org address:</source>
        <translation>&amp;wol.jw.org address:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="108"/>
        <source>&amp;CDN address:</source>
        <translation>&amp;CDN address:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="110"/>
        <source>&amp;NLI model folder:</source>
        <translation>&amp;NLI model folder:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="119"/>
        <source>C&amp;lear cache</source>
        <translation>C&amp;lear cache</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="124"/>
        <source>Maximum &amp;size:</source>
        <translation>Maximum &amp;size:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="125"/>
        <source>In use:</source>
        <translation>In use:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="129"/>
        <source>Content</source>
        <translation>Content</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="130"/>
        <source>Language model</source>
        <translation>Language model</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="131"/>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="156"/>
        <source>This provider needs no API key.</source>
        <translation>This provider needs no API key.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="161"/>
        <source>The OS keyring is not available, so a key cannot be stored here. Set the environment variable PREPARO_LLM_API_KEY instead.</source>
        <translation>The OS keyring is not available, so a key cannot be stored here. Set the environment variable PREPARO_LLM_API_KEY instead.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="164"/>
        <source>A key is set (%1).</source>
        <translation>A key is set (%1).</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="166"/>
        <source>No key is stored yet.</source>
        <translation>No key is stored yet.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="200"/>
        <source>NLI model folder</source>
        <translation>NLI model folder</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="206"/>
        <source>%1 MB in %2 entries</source>
        <translation>%1 MB in %2 entries</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="220"/>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="236"/>
        <source>The cache could not be cleared.</source>
        <translation>The cache could not be cleared.</translation>
    </message>
</context>
<context>
    <name>StepDetails</name>
    <message>
        <location filename="../../app/ui/details.py" line="59"/>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="63"/>
        <source>Depends on: %1</source>
        <translation>Depends on: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="65"/>
        <source>Runs after: %1</source>
        <translation>Runs after: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="67"/>
        <source>Added by: %1</source>
        <translation>Added by: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="69"/>
        <source>Why: %1</source>
        <translation>Why: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="73"/>
        <source>Timings</source>
        <translation>Timings</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="74"/>
        <source>started %1 · finished %2 · %3 ms · %4 attempt(s)</source>
        <translation>started %1 · finished %2 · %3 ms · %4 attempt(s)</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="80"/>
        <source>Findings: %1</source>
        <translation>Findings: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="83"/>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="86"/>
        <source>Handoff</source>
        <translation>Handoff</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="87"/>
        <source>did</source>
        <translation>did</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="88"/>
        <source>for the next steps</source>
        <translation>for the next steps</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="89"/>
        <source>goals</source>
        <translation>goals</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="94"/>
        <source>data:</source>
        <translation>data:</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="98"/>
        <source>Click a step in the graph to see its details.</source>
        <translation>Click a step in the graph to see its details.</translation>
    </message>
</context>
</TS>
