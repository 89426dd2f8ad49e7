import pytest

from benchmarks.upload_memory import BODY_SIZE, measure

RISE_LIMIT_KB = 5 * 1024  # half the body: holding it whole in memory would add all of it


@pytest.mark.slow
def test_a_10_mb_upload_is_streamed_not_held_in_memory():
    result = measure()
    summary = (
        f"server peak RSS before {result['before_kb']} kB, after {result['after_kb']} kB, rise {result['rise_kb']} kB"
    )
    print(summary)

    assert result["stored_bytes"] == BODY_SIZE + 65536
    assert result["rise_kb"] < RISE_LIMIT_KB, summary
