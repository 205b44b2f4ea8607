"""Long computations run unchanged on a Dask cluster: a LocalCluster of two worker processes, reached
through ``client.get_executor()``, gives the same counts as the local process pool (DESIGN: executor=)."""
import pytest

import latinlib as ll

distributed = pytest.importorskip("distributed")

CASE_II = ll.perfect.Z8_CODES["Case II <(1,3)>"]


@pytest.fixture(scope="module")
def executor():
    """A two-process local cluster, closed after the module's tests (waits for its workers, no fixed sleep)."""
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            client.wait_for_workers(2)
            yield client.get_executor()


def test_z8_count_on_the_cluster_matches_the_paper(executor):
    palette = ll.perfect.diameter_palette(CASE_II)
    assert ll.perfect.count_up_to_relabelling(palette, executor=executor, progress=False) == 4_839_127


def test_burnside_orbits_on_the_cluster_with_a_progress_bar(executor):
    palette, groups = ll.perfect.diameter_palette(CASE_II), ll.perfect.diameter_groups(CASE_II)
    on_cluster = ll.perfect.orbit_counts(palette, groups, executor=executor, identity_count=4_839_127, progress=True)
    assert on_cluster == {"<phi>": 2_420_514, "translations": 606_314, "G": 304_014}
