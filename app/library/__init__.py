"""The person's library on disk: publications downloaded once (EPUB through the
pub-media API), kept in one SQLite file under the data folder and searched there,
by words (FTS5, folded and stemmed per language) and by meaning (paragraph vectors
beside the text), offline.

- `models`: what the library holds and what a search finds (pydantic);
- `reading`: an EPUB into documents, paragraphs (wol ids) and Bible references;
- `store`: the SQLite file (`Library`);
- `vectors`: int8 paragraph vectors and the meaning ranking;
- `search`: words, meaning and their fusion into hits with wol links;
- `shelf`: adding publications (download, read, index) with progress and cancel.
"""
