"""The MCP front end: `preparo mcp` serves PreparoService's tools over stdio."""
