"""Content from wol.jw.org and the jw-cdn APIs: references, HTTP, clients, parsers."""
