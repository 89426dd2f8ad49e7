import pytest

from benchmarks.lighthouse import measure, table


@pytest.mark.slow
def test_lighthouse_mobile_for_the_public_pages():
    results = measure()
    print()
    print(table(results))

    assert [page for page, _ in results][:2] == ["/", "/events"]
    assert all(scores["cls"] >= 0 for _, scores in results)
