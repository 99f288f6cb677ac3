from tests.sources.conftest import mirror, mirror_hub

__all__ = ["mirror", "mirror_hub"]
