import pytest

from lexaudit.text import split_sentences


def sentences(text):
    return [text[start:end] for start, end in split_sentences(text)]


CASES = [
    ("plain", "The Buyer shall pay. The Seller shall deliver.",
     ["The Buyer shall pay.", "The Seller shall deliver."]),
    ("question-exclamation", "Is it binding? Yes! It is.", ["Is it binding?", "Yes!", "It is."]),
    ("fed-rules", "The motion under Fed. R. Civ. P. 12(b)(6) was denied. We affirm.",
     ["The motion under Fed. R. Civ. P. 12(b)(6) was denied.", "We affirm."]),
    ("indian-section", "He was charged under s. 420 of the IPC. Bail was refused.",
     ["He was charged under s. 420 of the IPC.", "Bail was refused."]),
    ("indian-sections", "Offences under ss. 3 and 4 are cognizable. The court agreed.",
     ["Offences under ss. 3 and 4 are cognizable.", "The court agreed."]),
    ("company-suffixes", "Acme Inc. and Beta Corp. signed with Gamma Ltd. and Delta Co. yesterday.",
     ["Acme Inc. and Beta Corp. signed with Gamma Ltd. and Delta Co. yesterday."]),
    ("company-then-sentence", "The Licensor is Acme Corp. The Licensee is Beta Ltd. It pays.",
     ["The Licensor is Acme Corp.", "The Licensee is Beta Ltd.", "It pays."]),
    ("case-number", "See Case No. 12-345 and Nos. 6 and 7. They were joined.",
     ["See Case No. 12-345 and Nos. 6 and 7.", "They were joined."]),
    ("usc", "Claims under 42 U.S.C. § 1983 require state action. The claim fails.",
     ["Claims under 42 U.S.C. § 1983 require state action.", "The claim fails."]),
    ("section-sign-opens", "It is paid yearly. § 12 sets the fee. §§ 13-14 set the rest.",
     ["It is paid yearly.", "§ 12 sets the fee.", "§§ 13-14 set the rest."]),
    ("section-sign-after-id", "See id. § 12. The fee is paid yearly.",
     ["See id. § 12.", "The fee is paid yearly."]),
    ("us-reports-versus", "See Roe v. Wade, 410 U.S. 113 (1973). The Court later revisited it.",
     ["See Roe v. Wade, 410 U.S. 113 (1973).", "The Court later revisited it."]),
    ("vs", "In Smith vs. Jones the court ruled. Costs followed.",
     ["In Smith vs. Jones the court ruled.", "Costs followed."]),
    ("et-al", "Smith et al. Filed the appeal late. Doe et al. The appeal failed.",
     ["Smith et al. Filed the appeal late.", "Doe et al.", "The appeal failed."]),
    ("eg-ie",
     "Some terms, e.g. Confidential Information, i.e. Trade Secrets, survive. Others lapse.",
     ["Some terms, e.g. Confidential Information, i.e. Trade Secrets, survive.",
      "Others lapse."]),
    ("art-sec-para", "See Art. 21 and Sec. 5 and para. 3. They apply.",
     ["See Art. 21 and Sec. 5 and para. 3.", "They apply."]),
    ("id", "Smith, 5 F.3d at 10. Id. at 12. The court agreed.",
     ["Smith, 5 F.3d at 10.", "Id. at 12.", "The court agreed."]),
    ("cf", "The rule is settled, cf. Brown v. Board. We follow it.",
     ["The rule is settled, cf. Brown v. Board.", "We follow it."]),
    ("titles", "Mr. Smith met Dr. Jones on St. Mark's Road. They agreed.",
     ["Mr. Smith met Dr. Jones on St. Mark's Road.", "They agreed."]),
    ("month-abbrev", "The deed is dated Jan. 5, 2020 and Dec. 1, 2021. Both are valid.",
     ["The deed is dated Jan. 5, 2020 and Dec. 1, 2021.", "Both are valid."]),
    ("rupees", "The fine is Rs. Five Lakhs. It was paid.",
     ["The fine is Rs. Five Lakhs.", "It was paid."]),
    ("indian-reporters", "See A.I.R. 1973 S.C. 1461 and (2017) 10 S.C.C. 1. Both bind us.",
     ["See A.I.R. 1973 S.C. 1461 and (2017) 10 S.C.C. 1.", "Both bind us."]),
    ("f2d-supp", "See 123 F.2d 456 and 789 F. Supp. 2d 10 and 12 So. 2d 3. They differ.",
     ["See 123 F.2d 456 and 789 F. Supp. 2d 10 and 12 So. 2d 3.", "They differ."]),
    ("led-calapp", "See 90 L. Ed. 2d 1 and 45 Cal. App. 4th 2. Both held so.",
     ["See 90 L. Ed. 2d 1 and 45 Cal. App. 4th 2.", "Both held so."]),
    ("decimals", "Section 7.2 applies at 12.5 per cent. Section 7.3 does not.",
     ["Section 7.2 applies at 12.5 per cent.", "Section 7.3 does not."]),
    ("initials", "The deed was signed by J. Smith and A. B. Jones. It was recorded.",
     ["The deed was signed by J. Smith and A. B. Jones.", "It was recorded."]),
    ("enumeration", "The Seller shall: (a) deliver; and (b) invoice. The Buyer shall pay.",
     ["The Seller shall: (a) deliver; and (b) invoice.", "The Buyer shall pay."]),
    ("paren-after-stop", "It was late. (The Buyer disputes this.) Payment followed.",
     ["It was late.", "(The Buyer disputes this.)", "Payment followed."]),
    ("ellipsis-spaced", "The statute provides that . . . Notice must be given. It was.",
     ["The statute provides that . . . Notice must be given.", "It was."]),
    ("ellipsis-dots", "He said... Then left. She stayed.",
     ["He said... Then left.", "She stayed."]),
    ("four-dot-ellipsis", "The clause ends here. . . . The next begins.",
     ["The clause ends here. . . .", "The next begins."]),
    ("quotes", 'He said "Stop." Then he left. "Go," she said.',
     ['He said "Stop."', "Then he left.", '"Go," she said.']),
    ("exhibit-letter", "The price is in Exhibit A. The schedule is in Exhibit B.",
     ["The price is in Exhibit A.", "The schedule is in Exhibit B."]),
    ("blank-lines", "ARTICLE 1\n\nDEFINITIONS\n\nIn this Agreement terms have meanings.",
     ["ARTICLE 1", "DEFINITIONS", "In this Agreement terms have meanings."]),
    ("numbered-headings", "1. Definitions. Terms are defined here.\n2. Term. It lasts a year.",
     ["1. Definitions.", "Terms are defined here.", "2. Term.", "It lasts a year."]),
    ("clause-number-after-stop", "Payment is due under Section 10.2.  10.4 Taxes are extra.",
     ["Payment is due under Section 10.2.", "10.4 Taxes are extra."]),
    ("heading-number-after-stop", "It survives.  18.  TERMINATION Either party may end it.",
     ["It survives.", "18.  TERMINATION Either party may end it."]),
    ("section-number-then-sentence", "See Section 7. The next clause applies.",
     ["See Section 7.", "The next clause applies."]),
    ("indian-judgment", "See State of U.P. and Ors. (2019) 5 SCC 1. The appeal under s. 482 "
     "Cr.P.C. was dismissed. M/s. ABC Pvt. Ltd. Was the appellant.",
     ["See State of U.P. and Ors. (2019) 5 SCC 1.",
      "The appeal under s. 482 Cr.P.C. was dismissed.",
      "M/s. ABC Pvt. Ltd. Was the appellant."]),
    ("apostrophe-abbrev", "See Nat'l Ass'n. Of Mfrs. v. Dep't. Of Labor. It held so.",
     ["See Nat'l Ass'n. Of Mfrs. v. Dep't. Of Labor.", "It held so."]),
    ("lowercase-after-period", "The fee is payable per ann. and is due monthly.",
     ["The fee is payable per ann. and is due monthly."]),
    ("small-first-letter-name", "The fees were paid in 2003. eToys then sued. iPod sales rose.",
     ["The fees were paid in 2003.", "eToys then sued.", "iPod sales rose."]),
    ("small-word-after-abbrev", "It is due per ann. or on demand. eToys paid.",
     ["It is due per ann. or on demand.", "eToys paid."]),
    ("empty", "", []),
    ("whitespace-only", "  \n\n  ", []),
    ("no-final-period", "  The Buyer pays  ", ["The Buyer pays"]),
    ("section-number-run-on", "a licence granted under it.\n88.Every holder shall keep a register.",
     ["a licence granted under it.", "88.Every holder shall keep a register."]),
    ("decimal-on-next-line", "The rate is fixed at\n12.5 percent. It is due.",
     ["The rate is fixed at\n12.5 percent.", "It is due."]),
    # a filed page ends mid-sentence: its number and blank lines, then the words go on
    ("page-break-mid-sentence",
     "Within ten days after the closing, and only where the records are not   14\n\n\n\n"
     "held by the Agent, the Seller shall deliver them. The Buyer pays.",
     ["Within ten days after the closing, and only where the records are not   14\n\n\n\n"
      "held by the Agent, the Seller shall deliver them.", "The Buyer pays."]),
    ("blank-line-after-a-stop", "The Seller delivers the goods within a week.\n\nthe Buyer pays.",
     ["The Seller delivers the goods within a week.", "the Buyer pays."]),
    ("blank-line-before-a-listed-item",
     "The Supplier shall deliver the following goods to the Buyer at the port\n\na. the pumps",
     ["The Supplier shall deliver the following goods to the Buyer at the port", "a. the pumps"]),
]  # fmt: skip


@pytest.mark.parametrize(("text", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_split_sentences(text, expected):
    assert sentences(text) == expected


def test_offsets_slice_the_raw_text():
    text = "  First one.  Second one?\n\n Third!  "
    spans = split_sentences(text)
    assert spans == [(2, 12), (14, 25), (28, 34)]
