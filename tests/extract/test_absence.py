"""Statements of absence: what a claim says its source does not say (``absence.absence``)."""

from __future__ import annotations

import pytest

from lexaudit.extract.absence import absence

CASES = [
    ("doesnt-say-how", "The excerpt doesn't say how disputes are resolved.",
     "how disputes are resolved"),
    ("emphatic-reflexive", "The passage doesn't itself say when the lease ends.",
     "when the lease ends"),
    ("curly-apostrophe", "The passage doesn’t state whether interest accrues.",
     "whether interest accrues"),
    ("says-nothing-object", "The excerpt does not say.", ""),
    ("anything-about", "The agreement does not say anything about termination.", "termination"),
    ("silent-on", "The contract is silent as to the governing law.", "the governing law"),
    ("nothing-in", "Nothing in the provided text deals with sublicensing.", "sublicensing"),
    ("neither", "Neither passage mentions a cap on damages.", "a cap on damages"),
    ("there-is-no-mention", "There is no mention of a security deposit in the provided text.",
     "a security deposit"),
    ("makes-no-mention", "The clause makes no mention of interest on late payments.",
     "interest on late payments"),
    ("could-not-find", "I couldn't find any reference to arbitration in the passage.",
     "arbitration"),
    ("do-not-see-here", "I don't see a cap on the service credits here.",
     "a cap on the service credits"),
    ("passive", "A notice period is not specified in the excerpt.", "A notice period"),
    ("stops-at-clause", "The excerpt doesn't say how disputes are resolved, so check the "
     "full agreement.", "how disputes are resolved"),
    ("numbered-provision", "Section 5 does not specify a deadline.", "a deadline"),
    ("details-of", "The passage doesn't include details of the appeal process.",
     "the appeal process"),
    ("textual-cover", "The provided excerpt does not cover termination.", "termination"),
    ("appear-to", "The documents do not appear to address data retention.", "data retention"),
    ("text-sets-no", "The excerpt sets no ceiling on what the tenant can recover.",
     "ceiling on what the tenant can recover"),
    ("text-names-no", "The passage names no deadline for the appeal.", "deadline for the appeal"),
    ("text-does-not-set", "The excerpt does not set a fee for late filing.",
     "a fee for late filing"),
    ("agreement-sets-no", "The agreement sets no cap on liability.", None),
    ("itself-sets-no", "The clause itself sets no cap on liability.", "cap on liability"),
    ("itself-does-not-provide-that", "The section itself provides that rent is due.", None),
    ("footnote-doesnt-say", "The footnote doesn't say which court decided it.",
     "which court decided it"),
    ("tells-you", "The clause doesn't tell you when the rebate is paid.",
     "when the rebate is paid"),
    ("tell-us", "Neither excerpt tells us who bears the cost of the survey.",
     "who bears the cost of the survey"),
    ("tell-a-party-to", "The lease does not tell the tenant to repaint.", None),
    ("tell-you-to", "It doesn't tell you to give notice.", None),
    ("nothing-in-excerpt-sets", "Nothing in the excerpt sets any charge for leaving early.",
     "charge for leaving early"),
    ("nothing-in-part-says", "Nothing in Part 3 says how to appeal.", "how to appeal"),
    ("says-nothing-about", "The excerpt says nothing about a late-payment charge.",
     "a late-payment charge"),
    ("clause-mentions-nothing-on", "Clause 9 mentions nothing on renewal, so it lapses.",
     "renewal"),
    ("court-said-nothing", "The court said nothing about costs.", None),
    ("party-says-nothing", "The Buyer says nothing about the defect.", None),
    # a right given or a thing held, not a text that is silent
    ("nothing-in-agreement-gives", "Nothing in this Agreement gives the Licensee any right to "
     "sublicense.", None),
    ("information-contains-no", "The information contains no personal data.", None),
    ("nothing-in-prevents", "Nothing in the agreement prevents the Buyer from suing.", None),
    ("party-gives-no", "The Supplier gives no warranty.", None),
    ("not-require", "The Act does not require consent.", None),
    ("not-permit", "The agreement does not permit assignment.", None),
    ("provide-for-ambiguous", "The agreement does not provide for automatic renewal.", None),
    ("it-provide-ambiguous", "It does not provide a remedy for late delivery.", None),
    ("scope-cover", "The section does not cover employees.", None),
    ("party-subject", "The Supplier did not mention the defect.", None),
    ("court-subject", "The court did not address the limitation issue.", None),
    ("not-apply", "The clause does not apply to subcontractors.", None),
    ("plain-fact", "The rent is $2,400 per month.", None),
    # a provision that sets no such thing at all ("any", "a"): what it has, it states
    ("clause-does-not-set-any", "The clause doesn't set any cap on the rebate.",
     "cap on the rebate"),
    ("section-does-not-put-a", "The section does not put a ceiling on the award.",
     "a ceiling on the award"),
    ("lease-does-not-fix-a", "The lease doesn't fix a date for the rent review.",
     "a date for the rent review"),
    ("section-does-not-set-the", "The section does not set the fee at 5%.", None),
    ("party-does-not-set-any", "The Landlord doesn't set any deadline.", None),
    # a part of the text named as text, and an aside on how it was given
    ("part-of-the-judgment", "This part of the judgment doesn't get into the costs order.",
     "the costs order"),
    ("as-excerpted", "Neither clause, as excerpted, sets out a late fee.", "a late fee"),
    ("as-quoted", "The clause, as quoted, does not specify a notice period.",
     "a notice period"),
    ("part-of-law-verb", "This part of the lease does not require a deposit.", None),
    # the documents an instrument is made of, by kind or by number, and a count after the
    # determiner
    ("amendment-says-nothing", "The amendment says nothing about late fees.", "late fees"),
    ("part-of-the-appendix", "This part of the appendix doesn't mention audits.", "audits"),
    ("exhibit-is-silent", "On pricing, Exhibit C is silent.", ""),
    ("amendment-number", "Amendment No. 3 does not say when the new rate starts.",
     "when the new rate starts"),
    ("count-after-determiner", "These three clauses don't specify a currency.", "a currency"),
    ("exhibit-law-verb", "The exhibit does not permit resale.", None),
    ("plural-say-nothing", "These two sections say nothing about interest.", "interest"),
    # a letter or certificate a judgment describes is evidence, not the text given
    ("letter-is-evidence", "The letter did not state a reason for the dismissal.", None),
    # "never" with the finite verb, a discourse marker before the subject, the pseudo-cleft
    ("never-mentions", "Clause 12 never mentions a warranty period.", "a warranty period"),
    ("text-never-names", "Note that the excerpt never names the escrow agent.",
     "the escrow agent"),
    ("agreement-never-requires", "The agreement never requires the seller's consent.", None),
    ("agreement-never-gives", "The lease never gives the tenant a right to sublet.", None),
    ("cleft-do-is", "What the passage doesn't do is specify a currency for the fee.",
     "a currency for the fee"),
    ("cleft-colon", "What the excerpt does not say: who pays the survey costs.",
     "who pays the survey costs"),
    ("cleft-law-verb", "What the contract does not do is permit assignment.", None),
    # the place fronted before "nothing"
    ("in-part-nothing-sets", "In this part of the lease, nothing sets a deadline for repairs.",
     "a deadline for repairs"),
    ("in-excerpt-nothing-says", "In the excerpt nothing says who pays the survey.",
     "who pays the survey"),
    ("in-agreement-nothing-prevents", "In the agreement, nothing prevents the Buyer from suing.",
     None),
]  # fmt: skip


@pytest.mark.parametrize(("claim", "absent"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_absence(claim, absent):
    assert absence(claim) == absent
