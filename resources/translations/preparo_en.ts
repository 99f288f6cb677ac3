<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AddStepDialog</name>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="96" />
        <source>Add a step</source>
        <translation>Add a step</translation>
    </message>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="114" />
        <source>&amp;Agent:</source>
        <translation>&amp;Agent:</translation>
    </message>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="119" />
        <source>&amp;Runs after:</source>
        <translation>&amp;Runs after:</translation>
    </message>
</context>
<context>
    <name>ArgsDialog</name>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="77" />
        <source>Arguments of %1</source>
        <translation>Arguments of %1</translation>
    </message>
</context>
<context>
    <name>CommentBox</name>
    <message>
        <location filename="../../app/ui/reading_view.py" line="182" />
        <source>Checking when you pause…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="192" />
        <source>✔ Supported by ¶%1:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="193" />
        <source>✔ Supported by a cited scripture:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="197" />
        <source>✘ Contradicts ¶%1:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="198" />
        <source>✘ Contradicts a cited scripture:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="205" />
        <source>(checked by matching words: the checking model is not available)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="214" />
        <source>A personal note: only for you, never checked</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="215" />
        <source>My note</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="216" />
        <source>Show or hide your personal note on this paragraph</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="218" />
        <source>⚠ This paragraph changed since you wrote your comment: read it again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="195" />
        <source>? Not in the paragraph: it may be true, but the paragraph does not say it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="213" />
        <source>Your comment, in your own words…</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CongregationDialog</name>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="45" />
        <source>Congregations</source>
        <translation>Congregations</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="51" />
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="52" />
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="70" />
        <source>Week (Monday)</source>
        <translation>Week (Monday)</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="70" />
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="70" />
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="70" />
        <source>Speaker</source>
        <translation>Speaker</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="74" />
        <source>Add &amp;week</source>
        <translation>Add &amp;week</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="75" />
        <source>Remove wee&amp;k</source>
        <translation>Remove wee&amp;k</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="78" />
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="79" />
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="80" />
        <source>&amp;Midweek meeting:</source>
        <translation>&amp;Midweek meeting:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="81" />
        <source>&amp;Weekend meeting:</source>
        <translation>&amp;Weekend meeting:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="84" />
        <source>Public talks</source>
        <translation>Public talks</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="145" />
        <source>New congregation</source>
        <translation>New congregation</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="210" />
        <source>Congregation</source>
        <translation>Congregation</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="247" />
        <source>Two congregations cannot share a name: %1</source>
        <translation>Two congregations cannot share a name: %1</translation>
    </message>
</context>
<context>
    <name>EmptyState</name>
    <message>
        <location filename="../../app/ui/empty_state.py" line="70" />
        <source>What would you like to prepare?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/empty_state.py" line="71" />
        <source>Prepare a meeting with one click, or type a goal above in your own words.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/empty_state.py" line="73" />
        <source>Or try one of these:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/empty_state.py" line="74" />
        <source>Explain John 3:16</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/empty_state.py" line="75" />
        <source>How do I answer “I'm not interested”?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/empty_state.py" line="76" />
        <source>Why does God allow suffering?</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="54" />
        <source>Export study sheet</source>
        <translation>Export study sheet</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="66" />
        <source>Inline links</source>
        <translation>Inline links</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="67" />
        <source>Footnotes</source>
        <translation>Footnotes</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="68" />
        <source>Bibliography</source>
        <translation>Bibliography</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="71" />
        <source>&amp;Browse…</source>
        <translation>&amp;Browse…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="84" />
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="85" />
        <source>&amp;Citations:</source>
        <translation>&amp;Citations:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="81" />
        <source>&amp;Save as:</source>
        <translation>&amp;Save as:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="92" />
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="125" />
        <source>Save study sheet</source>
        <translation>Save study sheet</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="135" />
        <source>Choose where to save the study sheet.</source>
        <translation>Choose where to save the study sheet.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="143" />
        <source>Replace the file?</source>
        <translation>Replace the file?</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="144" />
        <source>%1 already exists. Replace it?</source>
        <translation>%1 already exists. Replace it?</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="162" />
        <source>Exporting…</source>
        <translation>Exporting…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="177" />
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../app/ui/findings.py" line="386" />
        <source>link cannot be opened</source>
        <translation>link cannot be opened</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="441" />
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="445" />
        <source>Open source</source>
        <translation>Open source</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="448" />
        <source>Read in the app (from your library)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="465" />
        <source>Step: %1</source>
        <translation>Step: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="469" />
        <source>&amp;Group by:</source>
        <translation>&amp;Group by:</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="470" />
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="471" />
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="472" />
        <source>Show all</source>
        <translation>Show all</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="473" />
        <source>&amp;Open source</source>
        <translation>&amp;Open source</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="474" />
        <source>Cop&amp;y</source>
        <translation>Cop&amp;y</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="475" />
        <source>Answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="475" />
        <source>Support</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="475" />
        <source>Source</source>
        <translation>Source</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="41" />
        <source>Weekend meeting</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="42" />
        <source>Midweek meeting</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="43" />
        <source>Student assignment</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="44" />
        <source>Public talk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="45" />
        <source>Ministry</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="46" />
        <source>Research</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="47" />
        <source>Personal study</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="48" />
        <source>Scriptures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="50" />
        <source>Other</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="76" />
        <source>Run history</source>
        <translation>Run history</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="85" />
        <source>Search by goal, kind or week</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="90" />
        <source>Started</source>
        <translation>Started</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="90" />
        <source>Week</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="90" />
        <source>Kind</source>
        <translation type="unfinished">Kind</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="91" />
        <source>Goal</source>
        <translation>Goal</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="91" />
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="91" />
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="92" />
        <source>Answers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="104" />
        <source>&amp;Delete…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="192" />
        <source>Delete this run?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="193" />
        <source>“%1” and everything it found will be deleted.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="219" />
        <source>Preparo</source>
        <translation type="unfinished">Preparo</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="100" />
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="102" />
        <source>&amp;Resume</source>
        <translation>&amp;Resume</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../../app/ui/labels.py" line="30" />
        <source>finished with problems</source>
        <translation>finished with problems</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="12" />
        <source>pending</source>
        <translation>pending</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="13" />
        <source>queued</source>
        <translation>queued</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="14" />
        <location filename="../../app/ui/labels.py" line="28" />
        <source>running</source>
        <translation>running</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="15" />
        <source>done</source>
        <translation>done</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="16" />
        <location filename="../../app/ui/labels.py" line="33" />
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="17" />
        <source>skipped</source>
        <translation>skipped</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="18" />
        <location filename="../../app/ui/labels.py" line="34" />
        <source>cancelled</source>
        <translation>cancelled</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="32" />
        <source>interrupted</source>
        <translation>interrupted</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="35" />
        <source>unreadable</source>
        <translation>unreadable</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="29" />
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="42" />
        <source>supported</source>
        <translation>supported</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="43" />
        <source>unclear</source>
        <translation>unclear</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="44" />
        <source>contradicted</source>
        <translation>contradicted</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="51" />
        <source>strong evidence</source>
        <translation>strong evidence</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="52" />
        <source>mixed evidence</source>
        <translation>mixed evidence</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="53" />
        <source>weak evidence</source>
        <translation>weak evidence</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="54" />
        <source>not checked</source>
        <translation>not checked</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="66" />
        <source>Monday</source>
        <translation>Monday</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="67" />
        <source>Tuesday</source>
        <translation>Tuesday</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="68" />
        <source>Wednesday</source>
        <translation>Wednesday</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="69" />
        <source>Thursday</source>
        <translation>Thursday</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="70" />
        <source>Friday</source>
        <translation>Friday</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="71" />
        <source>Saturday</source>
        <translation>Saturday</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="72" />
        <source>Sunday</source>
        <translation>Sunday</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="81" />
        <source>The preparation is running.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="82" />
        <source>The preparation is ready.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="83" />
        <source>The preparation is ready, with problems.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="85" />
        <source>The preparation was interrupted.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="87" />
        <source>The preparation failed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="88" />
        <source>The preparation was cancelled.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="96" />
        <source>Ready in %1 s.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="97" />
        <source>Ready in %1 s, with problems.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="99" />
        <source>Failed after %1 s.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="100" />
        <source>Cancelled after %1 s.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="102" />
        <source>Stopped after %1 s.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LibraryPane</name>
    <message>
        <location filename="../../app/ui/library_pane.py" line="64" />
        <source>Your library</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="71" />
        <source>Publication</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="71" />
        <source>Issue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="72" />
        <source>Language</source>
        <translation type="unfinished">Language</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="72" />
        <source>Title</source>
        <translation type="unfinished">Title</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="73" />
        <source>Paragraphs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="73" />
        <source>Size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="73" />
        <source>Update</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="81" />
        <source>Issues, e.g. 202609 202610</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="87" />
        <source>Download</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="89" />
        <source>Import EPUB…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="91" />
        <source>Check for updates</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="96" />
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="105" />
        <source>Search your library</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="111" />
        <source>Open on wol.jw.org</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="114" />
        <source>Read in the app</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="116" />
        <source>Open the paragraph in the reading view, from your library (no network needed)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="177" />
        <source>available</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="183" />
        <source>Publications kept: %1. On disk: %2 MB.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="200" />
        <source>Write the issues as YYYYMM, e.g. 202609 202610.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="204" />
        <source>Downloaded and indexed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="207" />
        <source>Import an EPUB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="208" />
        <source>EPUB publications (*.epub)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="216" />
        <source>Imported.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="223" />
        <source>Updates checked.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="227" />
        <source>Wait for the current operation, or cancel it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="232" />
        <source>Working…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="239" />
        <source>Cancelled. Adding the issue again resumes its download.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="266" />
        <source>Downloading %p%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="267" />
        <source>Indexing %p%</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/library_pane.py" line="291" />
        <source>Nothing in your library is close to “%1”. Searched: %2 (%n issue(s), %3, %4 paragraphs).</source>
        <translation><numerusform>Nothing in your library is close to “%1”. Searched: %2 (%n issue, %3, %4 paragraphs).</numerusform><numerusform>Nothing in your library is close to “%1”. Searched: %2 (%n issues, %3, %4 paragraphs).</numerusform></translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="298" />
        <source>Nothing found in your library.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="336" />
        <source>The link could not be opened.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/main_window.py" line="937" />
        <source>Show &amp;log</source>
        <translation>Show &amp;log</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="938" />
        <source>Open the log file: errors with their details</source>
        <translation>Open the log file: errors with their details</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="852" />
        <source>Nothing has been logged yet. The log will be here:
%1</source>
        <translation>Nothing has been logged yet. The log will be here:
%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/main_window.py" line="319" />
        <source>Plan ready: %n step(s). Review or edit it, then Run.</source>
        <translation>
            <numerusform>Plan ready: %n step. Review or edit it, then Run.</numerusform>
            <numerusform>Plan ready: %n steps. Review or edit it, then Run.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="667" />
        <source>wol.jw.org cannot be reached. Check the internet connection, then Retry: what was already found is kept.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="672" />
        <source>Offline mode is on (Settings) and some pages are not saved on this computer yet. %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="676" />
        <source>The preparation failed. %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="857" />
        <source>The log could not be opened. It is here:
%1</source>
        <translation>The log could not be opened. It is here:
%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="249" />
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="297" />
        <source>Settings could not be saved: %1</source>
        <translation>Settings could not be saved: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="305" />
        <source>Type a goal first, for example “Explain John 3:16”.</source>
        <translation>Type a goal first, for example “Explain John 3:16”.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/main_window.py" line="311" />
        <source>The goal is too long (more than %n characters): shorten it.</source>
        <translation>
            <numerusform>The goal is too long (more than %n character): shorten it.</numerusform>
            <numerusform>The goal is too long (more than %n characters): shorten it.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="315" />
        <source>Planning…</source>
        <translation>Planning…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="323" />
        <source>LLM: %1 tokens in, %2 out, %3 s.</source>
        <translation>LLM: %1 tokens in, %2 out, %3 s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="359" />
        <source>Planning the weekend meeting…</source>
        <translation>Planning the weekend meeting…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="436" />
        <source>Cancelling…</source>
        <translation>Cancelling…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="440" />
        <source>Skipping %1…</source>
        <translation>Skipping %1…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="499" />
        <source>Running %1…</source>
        <translation>Running %1…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="533" />
        <source>Replanning: %1</source>
        <translation>Replanning: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="837" />
        <source>About Preparo</source>
        <translation>About Preparo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="842" />
        <source>Prepares meetings and personal study with sources from wol.jw.org.</source>
        <translation>Prepares meetings and personal study with sources from wol.jw.org.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="843" />
        <source>Not affiliated with, sponsored by, or endorsed by the Watch Tower Bible and Tract Society or Jehovah's Witnesses.</source>
        <translation>Not affiliated with, sponsored by, or endorsed by the Watch Tower Bible and Tract Society or Jehovah's Witnesses.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="863" />
        <location filename="../../app/ui/main_window.py" line="901" />
        <source>Preparo</source>
        <translation>Preparo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="869" />
        <source>This link was not opened: only https links to jw.org and wol.jw.org, and jwlibrary: links are allowed.
%1</source>
        <translation>This link was not opened: only https links to jw.org and wol.jw.org, and jwlibrary: links are allowed.
%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="887" />
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="886" />
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="373" />
        <source>Planning the midweek meeting…</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/main_window.py" line="577" />
        <source>%n answer(s) and source(s) found; %1.</source>
        <translation>
            <numerusform>%n answer or source found; %1.</numerusform>
            <numerusform>%n answers and sources found; %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="589" />
        <source>Comment checked.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="631" />
        <source>No program could open the PDF to print it. It is at %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="634" />
        <source>The sheet opened as a PDF, ready to print.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="679" />
        <source>Finished, but part of it did not work. %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="682" />
        <source>Other steps failed too: see the steps in red.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="693" />
        <source>Trying again…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="830" />
        <source>Saved %1</source>
        <translation type="unfinished">Saved %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="874" />
        <source>No program on this computer could open the link (a web browser or JW Library is needed). You can copy it:
%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="886" />
        <source>Content comes from wol.jw.org</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="888" />
        <source>Offline: only what is cached is used (Settings)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="889" />
        <source>local mirror</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="890" />
        <source>Content comes from a local copy at %1; links point to wol.jw.org</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="892" />
        <source>site unreachable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="893" />
        <source>wol.jw.org could not be reached in the last run; cached pages were used where there were any</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="904" />
        <source>&amp;Plan</source>
        <translation>&amp;Plan</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="905" />
        <source>Show the plan for the goal (Ctrl+Enter)</source>
        <translation>Show the plan for the goal (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="906" />
        <location filename="../../app/ui/main_window.py" line="944" />
        <source>&amp;Run</source>
        <translation>&amp;Run</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="906" />
        <source>Run the plan (Ctrl+R)</source>
        <translation>Run the plan (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="907" />
        <source>Prepare &amp;Sunday</source>
        <translation>Prepare &amp;Sunday</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="908" />
        <source>Plan and run the weekend meeting preparation (Ctrl+Shift+S)</source>
        <translation>Plan and run the weekend meeting preparation (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="909" />
        <source>Prepare &amp;midweek</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="910" />
        <source>Plan and run the midweek meeting preparation (Ctrl+Shift+M)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="911" />
        <source>&amp;Cancel</source>
        <translation>&amp;Cancel</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="912" />
        <source>Run &amp;history…</source>
        <translation>Run &amp;history…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="912" />
        <source>Reopen a past run</source>
        <translation>Reopen a past run</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="913" />
        <source>&amp;Library…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="914" />
        <source>Publications kept on this computer: download, search, read offline</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="924" />
        <source>&amp;Export study sheet…</source>
        <translation>&amp;Export study sheet…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="911" />
        <source>Stop the run (Ctrl+.)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="747" />
        <source>This document is not in your library: open it on wol.jw.org instead.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="753" />
        <source>Read from your library, offline: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="915" />
        <source>My &amp;notebook…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="916" />
        <source>Your comments and notes, by week and article; search, export</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="917" />
        <source>Close the pane (or stop the run)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="918" />
        <source>Re&amp;view the plan before running</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="919" />
        <source>Return in the goal box only plans; you run the plan with Run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="920" />
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="921" />
        <source>Show the &amp;plan</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="922" />
        <source>Show the plan and its graph beside the study sheet, or fold them away (Ctrl+Shift+P)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="925" />
        <source>Save the answers as a study sheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="926" />
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="927" />
        <source>Con&amp;gregations…</source>
        <translation>Con&amp;gregations…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="928" />
        <source>Edit congregations, meeting times and public talks</source>
        <translation>Edit congregations, meeting times and public talks</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="929" />
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="930" />
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="931" />
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="932" />
        <source>&amp;Fit the plan</source>
        <translation>&amp;Fit the plan</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="933" />
        <source>&amp;Goal</source>
        <translation>&amp;Goal</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="934" />
        <source>&amp;About Preparo</source>
        <translation>&amp;About Preparo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="935" />
        <source>&amp;Advanced view</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="936" />
        <source>Show step ids, agent names and raw arguments (Ctrl+Shift+D)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="943" />
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="945" />
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="946" />
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="947" />
        <source>&amp;Retry</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="948" />
        <source>&amp;Goal:</source>
        <translation>&amp;Goal:</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="950" />
        <source>What do you want to prepare? e.g. “Explain John 3:16”</source>
        <translation>What do you want to prepare? e.g. “Explain John 3:16”</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="951" />
        <source>Content &amp;language:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="952" />
        <source>The language of the sources and of the study sheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="953" />
        <source>&amp;Interface language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="954" />
        <source>C&amp;ongregation:</source>
        <translation>C&amp;ongregation:</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="955" />
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="956" />
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="957" />
        <source>Step details</source>
        <translation>Step details</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="958" />
        <source>Answers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="991" />
        <source>Stop and quit?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="992" />
        <source>A preparation is running. Stop it and quit? What it found so far is kept, and it can be resumed from the history.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="998" />
        <source>Stop and quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="999" />
        <source>Keep preparing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1022" />
        <source>Plan and run the goal (or only plan it, when plans are reviewed first)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="959" />
        <source>Study sheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="960" />
        <source>Click a step to see its details. Ctrl+wheel or +/− zooms, drag pans, 0 fits.</source>
        <translation>Click a step to see its details. Ctrl+wheel or +/− zooms, drag pans, 0 fits.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="109" />
        <source>Checked on this computer by the checking model.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="113" />
        <source>Checked by matching words: the checking model was not used.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NotebookDialog</name>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="57" />
        <source>My notebook</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="61" />
        <source>Search your comments and notes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="64" />
        <source>Week and article</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="64" />
        <source>What you wrote</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="72" />
        <source>&amp;Export…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="73" />
        <source>Save the whole notebook as one file (to keep a copy or move it to another computer)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="76" />
        <source>&amp;Import…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="77" />
        <source>Add the notes of a notebook file; where both have a note, the newer one is kept</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="113" />
        <source>The notebook could not be read. Details are in the log (Help &gt; Show log).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="135" />
        <source>Nothing found for “%1”.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="141" />
        <source>Week of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="142" />
        <source>No week</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/notebook_dialog.py" line="146" />
        <source>%n paragraph(s) with your notes</source>
        <translation>
            <numerusform>%n paragraph with your notes</numerusform>
            <numerusform>%n paragraphs with your notes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="154" />
        <source>Nothing written yet. Comments and notes you write on a study sheet appear here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="158" />
        <source>Your comment: </source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="158" />
        <source>Your note: </source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="163" />
        <source>Export the notebook</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="177" />
        <source>Saving the notebook…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="184" />
        <source>The notebook could not be saved: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="190" />
        <source>The notebook was saved to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="194" />
        <source>Import a notebook</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="196" />
        <source>Notebook files (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="205" />
        <source>Reading the notebook file…</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/notebook_dialog.py" line="218" />
        <source>%n note(s) imported.</source>
        <translation>
            <numerusform>%n note imported.</numerusform>
            <numerusform>%n notes imported.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanPanel</name>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="198" />
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="198" />
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="198" />
        <source>What it does</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="199" />
        <source>Depends on</source>
        <translation>Depends on</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="199" />
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="200" />
        <source>&amp;Add step…</source>
        <translation>&amp;Add step…</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="201" />
        <source>Add a step from the list of agents</source>
        <translation>Add a step from the list of agents</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="202" />
        <source>&amp;Edit arguments…</source>
        <translation>&amp;Edit arguments…</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="203" />
        <source>Re&amp;move step</source>
        <translation>Re&amp;move step</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="204" />
        <source>S&amp;kip step</source>
        <translation>S&amp;kip step</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="205" />
        <source>Skip this step; the steps after it still run</source>
        <translation>Skip this step; the steps after it still run</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../app/ui/file_dialogs.py" line="16" />
        <source>Folder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/file_dialogs.py" line="17" />
        <source>File Folder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/file_dialogs.py" line="18" />
        <source>Drive</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/file_dialogs.py" line="19" />
        <source>File</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ReadingView</name>
    <message>
        <location filename="../../app/ui/reading_view.py" line="409" />
        <source>Open on wol.jw.org</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="685" />
        <source>Your comment could not be saved (is the disk full?). It stays here while the app is open.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="688" />
        <source>Your notes could not be saved (is the disk full?). They stay here while the app is open.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="724" />
        <source>Saved to %1 — &lt;a href="folder"&gt;Open folder&lt;/a&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="733" />
        <source>&amp;Export…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="734" />
        <source>Save the sheet as Markdown, HTML, PDF or Word</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="735" />
        <source>&amp;Print…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="736" />
        <source>Open the sheet as a PDF, ready to print</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="737" />
        <source>Highlight the selected words (again: remove the highlight)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SchemaForm</name>
    <message>
        <location filename="../../app/ui/schema_form.py" line="330" />
        <source>This step takes no arguments.</source>
        <translation>This step takes no arguments.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="51" />
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="57" />
        <source>None (rules planner only)</source>
        <translation>None (rules planner only)</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="64" />
        <source>default for the provider</source>
        <translation>default for the provider</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="68" />
        <source>leave empty to keep the stored key</source>
        <translation>leave empty to keep the stored key</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="74" />
        <source>&amp;Provider:</source>
        <translation>&amp;Provider:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="75" />
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="76" />
        <source>Server &amp;URL:</source>
        <translation>Server &amp;URL:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="77" />
        <source>API &amp;key:</source>
        <translation>API &amp;key:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="84" />
        <source>&amp;Offline: use only what is cached</source>
        <translation>&amp;Offline: use only what is cached</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="88" />
        <source>the bundled model</source>
        <translation>the bundled model</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="89" />
        <source>&amp;Browse…</source>
        <translation>&amp;Browse…</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="97" />
        <source>&amp;wol.jw.org address:</source>
        <translation>&amp;wol.jw.org address:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="98" />
        <source>&amp;CDN address:</source>
        <translation>&amp;CDN address:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="100" />
        <source>Checking &amp;model folder:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="156" />
        <source>Looking for a stored key…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="217" />
        <source>Checking model folder</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/settings_dialog.py" line="222" />
        <source>%1 MB in %n page(s)</source>
        <translation>
            <numerusform>%1 MB in %n page</numerusform>
            <numerusform>%1 MB in %n pages</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="111" />
        <source>C&amp;lear cache</source>
        <translation>C&amp;lear cache</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="116" />
        <source>Maximum &amp;size:</source>
        <translation>Maximum &amp;size:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="117" />
        <source>In use:</source>
        <translation>In use:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="121" />
        <source>Content</source>
        <translation>Content</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="122" />
        <source>Language model</source>
        <translation>Language model</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="123" />
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="154" />
        <source>This provider needs no API key.</source>
        <translation>This provider needs no API key.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="163" />
        <source>The OS keyring is not available, so a key cannot be stored here. Set the environment variable PREPARO_LLM_API_KEY instead.</source>
        <translation>The OS keyring is not available, so a key cannot be stored here. Set the environment variable PREPARO_LLM_API_KEY instead.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="166" />
        <source>A key is set (%1).</source>
        <translation>A key is set (%1).</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="168" />
        <source>No key is stored yet.</source>
        <translation>No key is stored yet.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="235" />
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="251" />
        <source>The cache could not be cleared.</source>
        <translation>The cache could not be cleared.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../app/ui/shortcuts_dialog.py" line="28" />
        <source>Keyboard shortcuts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/shortcuts_dialog.py" line="32" />
        <source>What it does</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/shortcuts_dialog.py" line="32" />
        <source>Keys</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>StepDetails</name>
    <message>
        <location filename="../../app/ui/details.py" line="75" />
        <source>What went wrong</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="79" />
        <source>What it did</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/details.py" line="84" />
        <source>%n answer(s) and source(s)</source>
        <translation>
            <numerusform>%n answer or source</numerusform>
            <numerusform>%n answers and sources</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="96" />
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="98" />
        <source>Depends on: %1</source>
        <translation>Depends on: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="100" />
        <source>Runs after: %1</source>
        <translation>Runs after: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="102" />
        <source>Added by: %1</source>
        <translation>Added by: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="70" />
        <source>Why: %1</source>
        <translation>Why: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="85" />
        <source>started %1 · finished %2 · %3 ms · %4 attempt(s)</source>
        <translation>started %1 · finished %2 · %3 ms · %4 attempt(s)</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="105" />
        <source>for the next steps</source>
        <translation>for the next steps</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="106" />
        <source>goals</source>
        <translation>goals</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="111" />
        <source>data:</source>
        <translation>data:</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="115" />
        <source>Click a step in the graph to see its details.</source>
        <translation>Click a step in the graph to see its details.</translation>
    </message>
</context>
<context>
    <name>TalkDialog</name>
    <message>
        <location filename="../../app/ui/talk_dialog.py" line="36" />
        <source>This week's public talk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/talk_dialog.py" line="37" />
        <source>The congregation's schedule has no public talk for this week. Which talk is it? (You are asked once; leave it empty if you don't know.)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/talk_dialog.py" line="43" />
        <source>Number or title, e.g. 12</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/talk_dialog.py" line="47" />
        <source>&amp;Talk:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/talk_dialog.py" line="48" />
        <source>&amp;Speaker:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/talk_dialog.py" line="88" />
        <source>The public talk could not be saved: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Titles</name>
    <message>
        <location filename="../../app/ui/titles.py" line="19" />
        <source>This week's meetings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="20" />
        <source>Watchtower study</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="21" />
        <source>Midweek meeting</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="22" />
        <source>Student assignment</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="23" />
        <source>Public talk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="24" />
        <source>Scriptures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="25" />
        <location filename="../../app/ui/titles.py" line="59" />
        <source>Study sheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="26" />
        <source>Research</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="27" />
        <source>Answering a question</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="28" />
        <source>Fact check</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="29" />
        <source>Is it in the Bible?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="30" />
        <location filename="../../app/ui/titles.py" line="64" />
        <source>Presentation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="31" />
        <source>Conversation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="32" />
        <location filename="../../app/ui/titles.py" line="69" />
        <source>Return visit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="33" />
        <location filename="../../app/ui/titles.py" line="63" />
        <source>Daily text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="34" />
        <location filename="../../app/ui/titles.py" line="71" />
        <source>Help for life</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="35" />
        <source>Bible study</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="36" />
        <source>What's new</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="42" />
        <source>Study article</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="43" />
        <source>Paragraph and question</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="44" />
        <source>Review question</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="45" />
        <source>Scripture</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="46" />
        <source>Study note</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="47" />
        <source>Cross-reference</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="49" />
        <source>Verse in context</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="50" />
        <source>Cross-reference with text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="51" />
        <source>Point for a comment</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="48" />
        <source>Footnote</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="52" />
        <source>Meetings of the week</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="53" />
        <source>Workbook week</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="54" />
        <source>Meeting part</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="55" />
        <source>Workbook reference</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="56" />
        <source>Preparation step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="57" />
        <source>Talk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="58" />
        <source>Outline point</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="60" />
        <source>Publication</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="61" />
        <source>Publications</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="62" />
        <source>Topic</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="65" />
        <source>Answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="66" />
        <source>Bible check</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="67" />
        <source>Claim check</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="68" />
        <source>Evidence</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="70" />
        <source>Care note</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="72" />
        <source>Notice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="73" />
        <source>Not found</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="74" />
        <source>Bible study lesson</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="75" />
        <source>Lesson section</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="76" />
        <source>For this student</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="77" />
        <source>New on jw.org</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="78" />
        <source>Note</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>