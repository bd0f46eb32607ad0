"""The review page end to end in headless Debian Chromium, driven by Playwright.

Open the list, open an answer, click a claim, see its evidence highlighted in the source,
record an override, and check through the API that the override is in the audit record.
Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import re
import shutil
import tempfile
from collections.abc import Iterator

import httpx
import pytest
from live_server import ARTIFACTS, REPO, Api, cli, verify_body

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
HOSTILE = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>'

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        CHROMIUM is None, reason="Debian chromium not installed: apt-get install chromium"
    ),
]


@pytest.fixture(scope="module")
def browser_page() -> Iterator[object]:
    """A page in a fresh headless Chromium profile (loopback only)."""
    from playwright.sync_api import sync_playwright

    profile = tempfile.mkdtemp(prefix="lexaudit-chromium-")
    with sync_playwright() as pw:
        context = pw.chromium.launch_persistent_context(
            profile,
            executable_path=CHROMIUM,
            headless=True,
            args=CHROMIUM_ARGS,
            viewport={"width": 1400, "height": 1000},
        )
        try:
            page = context.pages[0] if context.pages else context.new_page()
            yield page
        finally:
            context.close()
    shutil.rmtree(profile, ignore_errors=True)


def test_review_a_flagged_claim_and_record_an_override(api: Api, browser_page: object) -> None:
    from playwright.sync_api import Page, expect

    page: Page = browser_page  # type: ignore[assignment]
    key = cli("keys", "create", "browser-firm", "--data-dir", str(api.data_dir)).stdout.strip()
    headers = {"Authorization": f"Bearer {key}"}
    with httpx.Client(base_url=api.url, headers=headers, timeout=60) as client:
        clean = client.post(
            "/v1/verify",
            json=verify_body(answer="Either party may terminate on thirty (30) days notice."),
        )
        flagged = client.post(
            "/v1/verify", json=verify_body(policy="STRIP_UNSUPPORTED", query=HOSTILE)
        )
        hostile = client.post("/v1/verify", json=verify_body(answer=HOSTILE + " The fee is USD 1."))
    assert clean.status_code == flagged.status_code == hostile.status_code == 200
    audit_id = flagged.json()["audit_id"]
    claims = flagged.json()["report"]["claims"]
    target = next(c for c in claims if c["verdict"] == "contradicted" and c["evidence"])

    # the list, after entering the key
    page.goto(f"{api.url}/")
    page.get_by_test_id("api-key").fill(key)
    page.get_by_test_id("save-key").click()
    expect(page.get_by_test_id("tenant")).to_have_text("tenant browser-firm")
    rows = page.locator("#audit-rows tr")
    expect(rows).to_have_count(3)
    expect(page.get_by_test_id("metrics")).to_contain_text("Answers audited")
    expect(page.get_by_test_id("metrics")).to_contain_text("3")
    page.screenshot(path=str(ARTIFACTS / "review-1-list.png"), full_page=True)

    # filters: only the hallucinated answers
    page.get_by_test_id("filter-label").select_option("hallucinated")
    page.get_by_test_id("apply-filters").click()
    expect(page.locator("#audit-rows tr .label-clean")).to_have_count(0)
    expect(page.locator(f'#audit-rows tr[data-audit-id="{audit_id}"]')).to_have_count(1)

    # open the flagged answer
    page.locator(f'#audit-rows tr[data-audit-id="{audit_id}"] a').click()
    expect(page.get_by_test_id("audit-id")).to_have_text(audit_id)
    expect(page.locator("#answer .claim")).to_have_count(len(claims))
    expect(page.get_by_test_id("decision")).to_contain_text("STRIP_UNSUPPORTED")
    expect(page.get_by_test_id("audit-head")).to_contain_text(HOSTILE)  # shown as text
    page.screenshot(path=str(ARTIFACTS / "review-2-answer.png"), full_page=True)

    # click the contradicted claim: its evidence is highlighted inside the source passage
    page.locator(f'#answer .claim[data-claim-id="{target["claim_id"]}"]').click()
    detail = page.get_by_test_id("claim-detail")
    expect(detail).to_contain_text("contradicted")
    expect(page.get_by_test_id("claim-reason")).to_have_text(target["reason"])
    expect(page.get_by_test_id("claim-score")).to_have_text(f"{target['score']:.2f}")
    # the source is shown once, with the evidence and the conflicting value highlighted in it
    expect(page.get_by_test_id("source-passage")).to_have_count(1)
    expect(page.get_by_test_id("source-passage")).to_contain_text("7.2 Termination")
    evidence_jump = page.locator('[data-testid="evidence"] [data-testid="jump"]').first
    evidence_jump.click()
    expect(page.locator("#claim mark.current").first).to_be_visible()
    assert _current_text(page) == target["evidence"][0]["text"]
    spans = [c["evidence_span"] for c in target["conflicts"] if c["evidence_span"]]
    if spans:  # the conflicting value is highlighted in the same source view
        page.locator('[data-testid="conflicts"] [data-testid="jump"]').first.click()
        assert _current_text(page) == spans[0]["text"]
    expect(page.locator("#findings li.related")).not_to_have_count(0)
    page.screenshot(path=str(ARTIFACTS / "review-3-claim.png"), full_page=True)

    # record an override
    page.get_by_test_id("reviewer").fill("A. Associate")
    page.get_by_test_id("note").fill("Fee is USD 4,000,000 per clause 8.1 <b>not</b> 5m")
    page.get_by_test_id("reject").click()
    expect(page.get_by_test_id("override")).to_have_count(1)
    expect(page.get_by_test_id("override")).to_contain_text("A. Associate")
    expect(page.locator("#message")).to_contain_text("Recorded: reject")
    page.screenshot(path=str(ARTIFACTS / "review-4-override.png"), full_page=True)

    with httpx.Client(base_url=api.url, headers=headers) as client:
        record = client.get(f"/v1/audits/{audit_id}").json()
    assert [(o["action"], o["reviewer"], o["note"]) for o in record["overrides"]] == [
        ("reject", "A. Associate", "Fee is USD 4,000,000 per clause 8.1 <b>not</b> 5m")
    ]

    # the list shows the latest review
    page.get_by_role("link", name="all audits").click()
    row = page.locator(f'#audit-rows tr[data-audit-id="{audit_id}"]')
    expect(row.locator(".review-reject")).to_have_count(1)

    # hostile answer text is rendered as text, never as markup
    page.goto(f"{api.url}/review/#/audits/{hostile.json()['audit_id']}")
    expect(page.get_by_test_id("answer")).to_contain_text(HOSTILE)
    assert page.locator("#answer img, #answer script, #audit-head script").count() == 0
    assert page.evaluate("window.pwned === undefined")
    page.screenshot(path=str(ARTIFACTS / "review-5-hostile.png"), full_page=True)


def _current_text(page: object) -> str:
    """The text of the highlight the last jump went to (its marks, joined)."""
    return str(
        page.evaluate(  # type: ignore[attr-defined]
            "[...document.querySelectorAll('#claim mark.current')]"
            ".map((m) => m.textContent).join('')"
        )
    )


def test_a_claim_with_several_conflicts_shows_its_source_once(
    api: Api, browser_page: object
) -> None:
    from playwright.sync_api import Page, expect

    page: Page = browser_page  # type: ignore[assignment]
    licence = (REPO / "examples" / "licence.txt").read_text(encoding="utf-8")
    key = cli("keys", "create", "conflicts-firm", "--data-dir", str(api.data_dir)).stdout.strip()
    with httpx.Client(base_url=api.url, headers={"Authorization": f"Bearer {key}"}) as client:
        response = client.post(
            "/v1/verify",
            json=verify_body(
                sources=[{"id": "licence", "text": licence}],
                answer="Licensor shall pay Licensee a royalty of ten percent of Net Sales "
                "within sixty days after the end of each calendar quarter.",
                query=None,
            ),
            timeout=60,
        )
    assert response.status_code == 200, response.text
    report = response.json()["report"]
    claim = max(report["claims"], key=lambda c: len(c["conflicts"]))
    assert len(claim["conflicts"]) >= 3, claim  # the case the page used to repeat the source for
    highlighted = [c["evidence_span"] for c in claim["conflicts"] if c["evidence_span"]]
    highlighted += claim["evidence"]
    chunks = {span["chunk_id"] for span in highlighted}

    page.goto(f"{api.url}/review/")
    page.get_by_test_id("api-key").fill(key)
    page.get_by_test_id("save-key").click()
    page.goto(f"{api.url}/review/#/audits/{response.json()['audit_id']}")
    page.locator(f'#answer .claim[data-claim-id="{claim["claim_id"]}"]').click()
    expect(page.get_by_test_id("conflicts").locator("li")).to_have_count(len(claim["conflicts"]))

    # each source chunk appears once, however many conflicts and evidence items point into it
    expect(page.get_by_test_id("source-passage")).to_have_count(len(chunks))
    expect(page.locator("#claim .passage")).to_have_count(len(chunks))
    jumps = page.locator('#claim [data-testid="jump"]')
    expect(jumps).to_have_count(len(highlighted))
    height = page.evaluate("document.documentElement.scrollHeight")
    panel = page.get_by_test_id("claim-detail").bounding_box()
    assert panel is not None and panel["height"] < 1600, panel
    assert height < 2500, height  # was 7,294 px for a three-conflict claim
    page.screenshot(path=str(ARTIFACTS / "review-6-conflicts.png"), full_page=True)

    # every button jumps to its own span in the one source view
    for i, span in enumerate(highlighted):
        jumps.nth(i).click()
        expect(jumps.nth(i)).to_have_class(re.compile(r"\bactive\b"))
        assert _current_text(page) == span["text"]
        assert page.evaluate(
            "(() => { const m = document.querySelector('#claim mark.current');"
            " const v = m.closest('.source-view').getBoundingClientRect();"
            " const r = m.getBoundingClientRect();"
            " return r.bottom > v.top && r.top < v.bottom; })()"
        ), f"highlight {i} is not scrolled into view"


def test_the_page_asks_for_a_key(api: Api, browser_page: object) -> None:
    from playwright.sync_api import Page, expect

    page: Page = browser_page  # type: ignore[assignment]
    page.goto(f"{api.url}/review/")
    page.evaluate("sessionStorage.clear()")
    page.reload()
    expect(page.locator("#message")).to_contain_text("API key")
    page.get_by_test_id("api-key").fill("lxa_wrong")
    page.get_by_test_id("save-key").click()
    expect(page.locator("#message")).to_contain_text("unknown or revoked API key")
