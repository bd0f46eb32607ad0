"""The readable terminal view of a verification report, drawn with rich.

Everything that comes from the user (the answer, the sources, claim and finding text) is wrapped
in :class:`rich.text.Text`, never interpolated into markup strings, so an answer containing
``[bold]`` or an ANSI escape sequence is shown literally and cannot restyle the terminal.
Control characters are replaced one-for-one, so character offsets in the report still line up
with the displayed text.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from lexaudit.types import (
    Action,
    ClaimVerdict,
    EvidenceSpan,
    Finding,
    Label,
    Report,
    Severity,
    Span,
    Verdict,
)

VERDICT_STYLES: dict[Verdict, str] = {
    Verdict.CONTRADICTED: "bold red",
    Verdict.UNSUPPORTED: "yellow",
    Verdict.PARTIAL: "dark_orange",
    Verdict.SUPPORTED: "green",
    Verdict.NOT_CHECKED: "dim",
}
LABEL_STYLES: dict[Label, str] = {
    Label.CLEAN: "bold green",
    Label.HALLUCINATED: "bold red",
    Label.UNCERTAIN: "bold yellow",
}
SEVERITY_STYLES: dict[Severity, str] = {
    Severity.CRITICAL: "bold red",
    Severity.MODERATE: "yellow",
    Severity.MINOR: "cyan",
    Severity.INFO: "dim",
}
ACTION_STYLES: dict[Action, str] = {
    Action.DELIVER: "bold green",
    Action.STRIP: "bold yellow",
    Action.HEDGE: "bold yellow",
    Action.BLOCK: "bold red",
    Action.ESCALATE: "bold magenta",
    Action.REPAIR: "bold cyan",
}
EXCERPT_CHARS = 160


def safe_text(text: str) -> str:
    """Return ``text`` with control characters replaced one-for-one by visible ones.

    Newlines and tabs are kept; a carriage return becomes a space and any other control
    character (including ESC, so no ANSI sequence survives) becomes U+FFFD. The length never
    changes, so spans computed on the original text still apply.

    Args:
        text: Any user-supplied text.

    Returns:
        Text that is safe to show in a terminal, of the same length.
    """
    out = []
    for ch in text:
        code = ord(ch)
        if ch in "\n\t" or (code >= 0x20 and not 0x7F <= code <= 0x9F):
            out.append(ch)
        elif ch == "\r":
            out.append(" ")
        else:
            out.append("\ufffd")
    return "".join(out)


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """Return a one-line, length-limited version of ``text`` for a table cell.

    Args:
        text: The text to shorten.
        limit: The maximum number of characters.

    Returns:
        The text with whitespace runs collapsed, cut with an ellipsis when too long.
    """
    flat = " ".join(safe_text(text).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "\u2026"


def _clamp(span: Span | None, length: int) -> tuple[int, int] | None:
    if span is None:
        return None
    start, end = max(0, min(span.start, length)), max(0, min(span.end, length))
    return (start, end) if end > start else None


def answer_view(report: Report) -> Text:
    """Return the answer with claim spans coloured by verdict and finding spans underlined.

    Contradicted claims are red, unsupported yellow, partial orange, supported green and
    unchecked text dim; every finding's answer span is underlined on top.

    Args:
        report: The verification report.

    Returns:
        The styled answer.
    """
    answer = safe_text(report.answer)
    view = Text(answer)
    for cv in sorted(report.claims, key=lambda c: _verdict_rank(c.verdict)):
        bounds = _clamp(cv.claim.span, len(answer))
        if bounds:
            view.stylize(VERDICT_STYLES.get(cv.verdict, ""), *bounds)
    for finding in report.findings:
        bounds = _clamp(finding.answer_span, len(answer))
        if bounds:
            view.stylize("underline", *bounds)
    return view


def _verdict_rank(verdict: Verdict) -> int:
    # later styles win, so the worst verdict is applied last
    order = [
        Verdict.NOT_CHECKED,
        Verdict.SUPPORTED,
        Verdict.PARTIAL,
        Verdict.UNSUPPORTED,
        Verdict.CONTRADICTED,
    ]
    return order.index(verdict) if verdict in order else 0


def legend() -> Text:
    """Return the one-line legend for :func:`answer_view`'s colours."""
    legend = Text("legend: ", style="dim")
    for verdict in (Verdict.CONTRADICTED, Verdict.UNSUPPORTED, Verdict.PARTIAL, Verdict.SUPPORTED):
        legend.append(verdict.value, style=VERDICT_STYLES[verdict])
        legend.append("  ")
    legend.append("finding span", style="underline")
    return legend


def _answer_text(answer: str, span: Span | None) -> Text:
    bounds = _clamp(span, len(answer))
    return Text(excerpt(answer[bounds[0] : bounds[1]]) if bounds else "\u2014")


def _evidence_cell(evidence: Iterable[EvidenceSpan | None]) -> Text:
    cell = Text()
    for ev in evidence:
        if ev is None:
            continue
        if cell:
            cell.append("\n")
        cell.append(f"{safe_text(ev.chunk_id)}:{ev.start}-{ev.end}", style="cyan")
        cell.append(" ")
        cell.append(excerpt(ev.text, 100), style="italic")
    return cell if cell else Text("\u2014", style="dim")


_FOLDED = frozenset({Severity.MINOR, Severity.INFO})


def folded_findings(report: Report, show_minor: bool = False) -> list[Finding]:
    """The findings the terminal view folds away: minor and info notes on a clean answer.

    Args:
        report: The verification report.
        show_minor: ``--show-minor`` / ``--verbose``: fold nothing.

    Returns:
        The folded findings (the JSON report keeps every finding).
    """
    if show_minor or report.label is not Label.CLEAN:
        return []
    return [f for f in report.findings if f.severity in _FOLDED]


def findings_table(report: Report, findings: Sequence[Finding] | None = None) -> Table:
    """Return a table of the report's findings, worst first.

    Args:
        report: The verification report.
        findings: The findings to show (default: all of the report's).

    Returns:
        Columns: severity, rubric type, subtype, what, answer text, evidence.
    """
    shown = report.findings if findings is None else tuple(findings)
    table = Table(title=Text(f"findings ({len(shown)})"), title_justify="left")
    for header in ("severity", "type", "subtype", "what", "answer text", "evidence"):
        table.add_column(Text(header), overflow="fold")
    ranks = list(Severity)
    for finding in sorted(shown, key=lambda f: ranks.index(f.severity)):
        table.add_row(*_finding_row(report, finding))
    return table


def _findings_part(report: Report, show_minor: bool) -> list[RenderableType]:
    folded = folded_findings(report, show_minor)
    shown = [f for f in report.findings if f not in folded]
    parts: list[RenderableType] = []
    if shown:
        parts.append(findings_table(report, shown))
    elif not folded:
        parts.append(Text("no findings", style="green"))
    if folded:
        notes = "note" if len(folded) == 1 else "notes"
        parts.append(
            Text(
                f"{len(folded)} minor {notes} (use --show-minor or --verbose to see them)",
                style="dim",
            )
        )
    return parts


def _finding_row(report: Report, finding: Finding) -> list[RenderableType]:
    what = Text(excerpt(finding.content))
    if finding.notes:
        what.append("\n" + excerpt(finding.notes), style="dim")
    return [
        Text(finding.severity.value, style=SEVERITY_STYLES.get(finding.severity, "")),
        Text(finding.type.value),
        Text(finding.subtype.value),
        what,
        _answer_text(report.answer, finding.answer_span),
        _evidence_cell([finding.evidence_span]),
    ]


def claims_table(report: Report) -> Table:
    """Return a table of the answer's claims with verdict, score, reason and evidence.

    Args:
        report: The verification report.

    Returns:
        Columns: verdict, score, claim, reason, evidence.
    """
    table = Table(title=Text(f"claims ({len(report.claims)})"), title_justify="left")
    for header in ("verdict", "score", "claim", "reason", "evidence"):
        table.add_column(Text(header), overflow="fold")
    for cv in report.claims:
        table.add_row(*_claim_row(cv))
    return table


def _claim_row(cv: ClaimVerdict) -> list[RenderableType]:
    return [
        Text(cv.verdict.value, style=VERDICT_STYLES.get(cv.verdict, "")),
        Text(f"{cv.score:.2f}"),
        Text(excerpt(cv.claim.text, 120)),
        Text(excerpt(cv.reason, 120)),
        _evidence_cell(cv.evidence[:1]),
    ]


def _metric(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.2f}"


def metrics_line(report: Report) -> Text:
    """Return ``label  fidelity  EG  RP  CFI`` as one styled line.

    Args:
        report: The verification report.

    Returns:
        The metrics line; RP is ``n/a`` when the answer has no edges.
    """
    m = report.metrics
    line = Text("label: ")
    line.append(report.label.value, style=LABEL_STYLES.get(report.label, ""))
    line.append(f"   fidelity {report.fidelity:.2f}")
    line.append(f"   EG {_metric(m.eg)} ({m.n_answer_entities} entities)")
    line.append(f"   RP {_metric(m.rp)} ({m.n_answer_edges} edges)")
    line.append(f"   CFI {_metric(m.cfi)}")
    from datetime import date

    from lexaudit.score.confidence import confidence

    line.append("\n" + confidence(report, as_of=date.fromisoformat(report.as_of)).describe())
    return line


def decision_panel(report: Report) -> Panel:
    """Return a panel with the gate's decision, its reasons and the delivered text.

    Args:
        report: The verification report.

    Returns:
        The panel; "nothing delivered" when the gate blocked or escalated the answer.
    """
    d = report.decision
    body = Text("action: ")
    body.append(d.action.value, style=ACTION_STYLES.get(d.action, ""))
    body.append(f"   policy: {safe_text(d.policy)}")
    for reason in d.reasons:
        body.append("\n  \u2022 " + excerpt(reason, 300))
    withheld = d.action in (Action.BLOCK, Action.ESCALATE)
    heading = "shown instead of the answer:" if withheld else "delivered text:"
    body.append(f"\n\n{heading}\n", style="bold")
    if d.delivered_text is None:
        body.append("(nothing delivered)", style="dim")
    else:
        body.append(safe_text(d.delivered_text.rstrip()))
    if report.repairs:
        body.append("\n\nrepairs:", style="bold")
        for repair in report.repairs:
            new = repair.replacement or "(removed)"
            body.append(
                f"\n  \u2022 {repair.rule}: {excerpt(repair.original, 120)} -> {excerpt(new, 120)}"
            )
    return Panel(body, title=Text("decision"), title_align="left")


def report_view(report: Report, title: str | None = None, show_minor: bool = False) -> Group:
    """Return the full terminal view of a report.

    Args:
        report: The verification report.
        title: A heading shown above the answer (for example the answer's file name).
        show_minor: Show minor notes on a clean answer too (they are folded by default).

    Returns:
        A renderable group: answer panel, legend, metrics, findings, claims, decision.
    """
    heading = Text(safe_text(title) if title else "answer")
    if report.id:
        heading.append(f"  (id {safe_text(report.id)})", style="dim")
    answer = answer_view(report)
    answer.rstrip()  # in place; spans before the trailing whitespace are kept
    parts: list[RenderableType] = [
        Panel(answer, title=heading, title_align="left"),
        legend(),
        metrics_line(report),
    ]
    if report.query:
        parts.insert(0, Text("question: ", style="bold") + Text(excerpt(report.query, 400)))
    parts.extend(_findings_part(report, show_minor))
    if report.claims:
        parts.append(claims_table(report))
    parts.append(decision_panel(report))
    return Group(*parts)


def print_report(
    report: Report, console: Console, title: str | None = None, show_minor: bool = False
) -> None:
    """Print :func:`report_view` to ``console``.

    Args:
        report: The verification report.
        console: Where to print.
        title: A heading shown above the answer.
        show_minor: Show minor notes on a clean answer too.
    """
    console.print(report_view(report, title, show_minor))
