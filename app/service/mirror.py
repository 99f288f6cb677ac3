"""The local mirror of wol.jw.org and jw-cdn (synthetic pages on 127.0.0.1), for
`preparo mirror`, the self-test and the screenshots: a developer's tool, reached
through the service like everything else below the front ends."""

from app.mirror.faults import Fault
from app.mirror.server import CONTROL_PREFIX, MirrorServer, running_mirror

__all__ = ["CONTROL_PREFIX", "Fault", "MirrorServer", "running_mirror"]
