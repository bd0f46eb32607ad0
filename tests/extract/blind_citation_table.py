# ruff: noqa: E501
"""The blind citation table: sentences written without reading the citation grammars.

Used by tests/extract/test_citations_blind.py and benchmarks/bench_citations.py
(``--table blind``). The main table (citation_table.py) was written together with the
grammars, so its precision and recall are optimistic; this one was written from the forms
lawyers actually use, knowing only the canonical key formats (learned from the extractor's
output on the main table, not from its code). No row is copied from the main table.

Each row is (jurisdiction, sentence, expected canonical keys in text order). Negative rows
expect no citation at all. Conventions followed from the main table's outputs:

- a US parallel citation yields one key, the first reporter's;
- short forms (``Tellabs, 551 U.S. at 322``), ``Id.`` and ``supra`` yield the key of the case
  they refer to; a short form with no antecedent in the text yields ``.../?`` as its page;
- a section range written with ``§§ a-b`` yields one range key (``US/USC/18/1961-1968``), while
  an Indian "Sections a to b" is expanded section by section;
- Indian and UK acts with a year are told apart by the comma before the year ("Act, 1963" is
  Indian, "Act 1980" is English).

Where a form has no analogue in the main table, the expected key is what a lawyer would expect
by analogy, and the row says so with a ``# analogy:`` comment.
"""

from __future__ import annotations

Row = tuple[str, str, tuple[str, ...]]

# --- United States: cases ---------------------------------------------------------------------
_US_CASES: list[Row] = [
    (
        "US",
        "The search in Katz v. United States, 389 U.S. 347, 351 (1967), was of a phone booth.",
        ("US/case/389/U.S./347",),
    ),
    (
        "US",
        "Katz v. United States, 389 U.S. 347, 88 S. Ct. 507, 19 L. Ed. 2d 576 (1967).",
        ("US/case/389/U.S./347",),
    ),
    (
        "US",
        "See Tellabs, Inc. v. Makor Issues & Rights, Ltd., 551 U.S. 308, 322 (2007).",
        ("US/case/551/U.S./308",),
    ),
    (
        "US",
        "Basic Inc. v. Levinson, 485 U.S. 224, 241-47 (1988) (adopting the fraud-on-the-market presumption).",
        ("US/case/485/U.S./224",),
    ),
    (
        "US",
        "Halliburton Co. v. Erica P. John Fund, Inc., 573 U.S. 258 (2014) (Halliburton II).",
        ("US/case/573/U.S./258",),
    ),
    (
        "US",
        "Class certification failed in Wal-Mart Stores, Inc. v. Dukes, 564 U.S. 338, 350 (2011).",
        ("US/case/564/U.S./338",),
    ),
    ("US", "Cf. Comcast Corp. v. Behrend, 569 U.S. 27, 33-34 (2013).", ("US/case/569/U.S./27",)),
    (
        "US",
        "Standing requires a concrete injury. Spokeo, Inc. v. Robins, 578 U.S. 330, 340 (2016).",
        ("US/case/578/U.S./330",),
    ),
    (
        "US",
        "TransUnion LLC v. Ramirez, 594 U.S. 413, 141 S. Ct. 2190, 210 L. Ed. 2d 568 (2021).",
        ("US/case/594/U.S./413",),
    ),
    (
        "US",
        "Carpenter v. United States, 585 U.S. 296 (2018), addressed cell-site location data.",
        ("US/case/585/U.S./296",),
    ),
    (
        "US",
        'Riley v. California, 573 U.S. 373, 403 (2014) ("get a warrant").',
        ("US/case/573/U.S./373",),
    ),
    (
        "US",
        "But see Kisor v. Wilkie, 588 U.S. 558, 139 S. Ct. 2400 (2019) (plurality opinion).",
        ("US/case/588/U.S./558",),
    ),
    (
        "US",
        "Bostock v. Clayton County, 590 U.S. 644 (2020), construed Title VII.",
        ("US/case/590/U.S./644",),
    ),
    (
        "US",
        "West Virginia v. EPA, 142 S. Ct. 2587, 2609 (2022) (major questions).",
        ("US/case/142/S.Ct./2587",),
    ),
    (
        "US",
        "N.Y. State Rifle & Pistol Ass'n v. Bruen, 142 S. Ct. 2111 (2022).",
        ("US/case/142/S.Ct./2111",),
    ),
    (
        "US",
        "Van Buren v. United States, 141 S. Ct. 1648, 1662 (2021).",
        ("US/case/141/S.Ct./1648",),
    ),
    (
        "US",
        "AT&T Mobility LLC v. Concepcion, 563 U.S. 333, 344 (2011); Epic Sys. Corp. v. Lewis, 584 U.S. 497 (2018).",
        ("US/case/563/U.S./333", "US/case/584/U.S./497"),
    ),
    (
        "US",
        "Matsushita Elec. Indus. Co. v. Zenith Radio Corp., 475 U.S. 574, 587 (1986).",
        ("US/case/475/U.S./574",),
    ),
    (
        "US",
        "Scott v. Harris, 550 U.S. 372, 380 (2007) (video evidence).",
        ("US/case/550/U.S./372",),
    ),
    (
        "US",
        "Winter v. Nat. Res. Def. Council, Inc., 555 U.S. 7, 20 (2008), sets the injunction test.",
        ("US/case/555/U.S./7",),
    ),
    ("US", "Clapper v. Amnesty Int'l USA, 568 U.S. 398, 409 (2013).", ("US/case/568/U.S./398",)),
    (
        "US",
        "Mayo Collaborative Servs. v. Prometheus Labs., Inc., 566 U.S. 66 (2012).",
        ("US/case/566/U.S./66",),
    ),
    (
        "US",
        "Andy Warhol Found. for the Visual Arts, Inc. v. Goldsmith, 598 U.S. 508 (2023).",
        ("US/case/598/U.S./508",),
    ),
    (
        "US",
        "Hudson v. Michigan, 547 U.S. 586, 591 (2006), limited the exclusionary rule.",
        ("US/case/547/U.S./586",),
    ),
    ("US", "Moody v. NetChoice, LLC, 603 U.S. 707 (2024).", ("US/case/603/U.S./707",)),
    (
        "US",
        "hiQ Labs, Inc. v. LinkedIn Corp., 31 F.4th 1180, 1195 (9th Cir. 2022).",
        ("US/case/31/F.4th/1180",),
    ),
    (
        "US",
        "Thaler v. Vidal, 43 F.4th 1207 (Fed. Cir. 2022), rejected AI inventorship.",
        ("US/case/43/F.4th/1207",),
    ),
    (
        "US",
        "NetChoice, L.L.C. v. Paxton, 49 F.4th 439 (5th Cir. 2022), vacated, 603 U.S. 707 (2024).",
        ("US/case/49/F.4th/439", "US/case/603/U.S./707"),
    ),
    (
        "US",
        "United States v. Nosal, 676 F.3d 854, 863 (9th Cir. 2012) (en banc).",
        ("US/case/676/F.3d/854",),
    ),
    (
        "US",
        "Authors Guild v. Google, Inc., 804 F.3d 202, 214 (2d Cir. 2015).",
        ("US/case/804/F.3d/202",),
    ),
    (
        "US",
        "Oracle Am., Inc. v. Google Inc., 750 F.3d 1339 (Fed. Cir. 2014).",
        ("US/case/750/F.3d/1339",),
    ),
    (
        "US",
        "Patel v. Facebook, Inc., 932 F.3d 1264, 1273 (9th Cir. 2019), cert. denied.",
        ("US/case/932/F.3d/1264",),
    ),
    (
        "US",
        "In re Facebook, Inc. Internet Tracking Litig., 956 F.3d 589 (9th Cir. 2020).",
        ("US/case/956/F.3d/589",),
    ),
    (
        "US",
        "In re Google Inc. Cookie Placement Consumer Privacy Litig., 806 F.3d 125 (3d Cir. 2015).",
        ("US/case/806/F.3d/125",),
    ),
    (
        "US",
        "Arista Records, LLC v. Doe 3, 604 F.3d 110, 120 (2d Cir. 2010).",
        ("US/case/604/F.3d/110",),
    ),
    (
        "US",
        "United States v. Microsoft Corp., 253 F.3d 34, 58-59 (D.C. Cir. 2001) (en banc) (per curiam).",
        ("US/case/253/F.3d/34",),
    ),
    (
        "US",
        "Kiobel v. Royal Dutch Petroleum Co., 621 F.3d 111 (2d Cir. 2010), aff'd, 569 U.S. 108 (2013).",
        ("US/case/621/F.3d/111", "US/case/569/U.S./108"),
    ),
    (
        "US",
        "Feist was applied in Bridgeman Art Library, Ltd. v. Corel Corp., 36 F. Supp. 2d 191 (S.D.N.Y. 1999).",
        ("US/case/36/F.Supp.2d/191",),
    ),
    (
        "US",
        "Specht v. Netscape Commc'ns Corp., 150 F. Supp. 2d 585, 594 (S.D.N.Y. 2001), aff'd, 306 F.3d 17 (2d Cir. 2002).",
        ("US/case/150/F.Supp.2d/585", "US/case/306/F.3d/17"),
    ),
    (
        "US",
        "Doe v. Twitter, Inc., 555 F. Supp. 3d 889, 930 (N.D. Cal. 2021).",
        ("US/case/555/F.Supp.3d/889",),
    ),
    (
        "US",
        "Sedlik v. Von Drachenberg, 692 F. Supp. 3d 1 (C.D. Cal. 2023).",
        ("US/case/692/F.Supp.3d/1",),
    ),
    (
        "US",
        "The court relied on Zubulake v. UBS Warburg LLC, 217 F.R.D. 309, 318 (S.D.N.Y. 2003).",
        ("US/case/217/F.R.D./309",),
    ),
    (
        "US",
        "In re Celsius Network LLC, 647 B.R. 631 (Bankr. S.D.N.Y. 2023).",
        ("US/case/647/B.R./631",),
    ),
    (
        "US",
        "Smith v. Berryhill, 752 F. App'x 473 (9th Cir. 2018) (unpublished).",
        ("US/case/752/F.App'x/473",),
    ),
    (
        "US",
        "The Fifth Circuit had held otherwise, 880 F.2d 1 (5th Cir. 1989).",
        ("US/case/880/F.2d/1",),
    ),
    # analogy: a Court of Federal Claims reporter, keyed like F.R.D. (spaces dropped)
    (
        "US",
        "Anchor Tank Lines, LLC v. United States, 127 Fed. Cl. 484 (2016).",
        ("US/case/127/Fed.Cl./484",),
    ),
    # analogy: L. Ed. 2d standing alone, keyed like S. Ct.
    ("US", "The opinion is reported at 213 L. Ed. 2d 387 (2022).", ("US/case/213/L.Ed.2d/387",)),
    # --- state reporters
    (
        "US",
        "Li v. Yellow Cab Co., 13 Cal. 3d 804, 532 P.2d 1226 (1975), adopted comparative fault.",
        ("US/case/13/Cal.3d/804",),
    ),
    ("US", "Greenman v. Yuba Power Prods., Inc., 59 Cal. 2d 57 (1963).", ("US/case/59/Cal.2d/57",)),
    (
        "US",
        "Hassell v. Bird, 5 Cal. 5th 522, 420 P.3d 776 (2018) (plurality).",
        ("US/case/5/Cal.5th/522",),
    ),
    # analogy: California appellate reporters keyed like Cal.4th (spaces dropped)
    (
        "US",
        "Gentry v. eBay, Inc., 99 Cal. App. 4th 816, 121 Cal. Rptr. 2d 703 (2002).",
        ("US/case/99/Cal.App.4th/816",),
    ),
    ("US", "Murphy v. Twitter, Inc., 60 Cal. App. 5th 12 (2021).", ("US/case/60/Cal.App.5th/12",)),
    ("US", "People v. Weaver, 12 N.Y.3d 433, 909 N.E.2d 1195 (2009).", ("US/case/12/N.Y.3d/433",)),
    ("US", "Kirschner v. KPMG LLP, 15 N.Y.3d 446, 459 (2010).", ("US/case/15/N.Y.3d/446",)),
    ("US", "Matter of Beach v. Shanley, 62 N.Y.2d 241 (1984).", ("US/case/62/N.Y.2d/241",)),
    (
        "US",
        "Unocal Corp. v. Mesa Petroleum Co., 493 A.2d 946, 955 (Del. 1985).",
        ("US/case/493/A.2d/946",),
    ),
    (
        "US",
        "Revlon, Inc. v. MacAndrews & Forbes Holdings, Inc., 506 A.2d 173 (Del. 1986).",
        ("US/case/506/A.2d/173",),
    ),
    (
        "US",
        "In re Caremark Int'l Inc. Derivative Litig., 698 A.2d 959, 970 (Del. Ch. 1996).",
        ("US/case/698/A.2d/959",),
    ),
    ("US", "Marchand v. Barnhill, 212 A.3d 805 (Del. 2019).", ("US/case/212/A.3d/805",)),
    (
        "US",
        "Rosenbach v. Six Flags Ent. Corp., 129 N.E.3d 1197, 1206 (Ill. 2019).",
        ("US/case/129/N.E.3d/1197",),
    ),
    ("US", "Happel v. Wal-Mart Stores, Inc., 199 Ill. 2d 179 (2002).", ("US/case/199/Ill.2d/179",)),
    ("US", "Commonwealth v. Mora, 485 Mass. 360 (2020).", ("US/case/485/Mass./360",)),
    (
        "US",
        "Doe v. Boys Clubs of Greater Dallas, Inc., 907 S.W.2d 472, 477 (Tex. 1995).",
        ("US/case/907/S.W.2d/472",),
    ),
    (
        "US",
        "In re Prudential Ins. Co. of Am., 148 S.W.3d 124, 136 (Tex. 2004) (orig. proceeding).",
        ("US/case/148/S.W.3d/124",),
    ),
    (
        "US",
        "Garcia v. Garza, 311 S.W.3d 28, 36 (Tex. App.\u2014Houston [14th Dist.] 2010, pet. denied).",
        ("US/case/311/S.W.3d/28",),
    ),
    ("US", "State v. Gregory, 192 Wash. 2d 1, 427 P.3d 621 (2018).", ("US/case/192/Wash.2d/1",)),
    (
        "US",
        "Arizona applied the rule in State v. Valenzuela, 239 Ariz. 299, 371 P.3d 627 (2016).",
        ("US/case/239/Ariz./299",),
    ),
    ("US", "Commonwealth v. Alexander, 243 A.3d 177 (Pa. 2020).", ("US/case/243/A.3d/177",)),
    (
        "US",
        "Florida's rule appears in Aills v. Boemi, 29 So. 3d 1105 (Fla. 2010).",
        ("US/case/29/So.3d/1105",),
    ),
    ("US", "State v. Smith, 292 Ga. 316, 737 S.E.2d 677 (2013).", ("US/case/292/Ga./316",)),
    (
        "US",
        "Minnesota agreed. State v. Castillo-Alvarez, 836 N.W.2d 527 (Minn. 2013).",
        ("US/case/836/N.W.2d/527",),
    ),
    (
        "US",
        "Oregon followed suit in State v. Lowry, 295 P.3d 12 (Or. 2013).",
        ("US/case/295/P.3d/12",),
    ),
    # analogy: "Ohio St. 3d" with its spaces dropped, as "F. Supp. 2d" becomes "F.Supp.2d"
    (
        "US",
        "State v. Smith, 80 Ohio St. 3d 89, 684 N.E.2d 668 (1997).",
        ("US/case/80/OhioSt.3d/89",),
    ),
    # --- short forms, Id., supra
    (
        "US",
        "Tellabs, Inc. v. Makor Issues & Rights, Ltd., 551 U.S. 308 (2007). The inference must be cogent. Tellabs, 551 U.S. at 324.",
        ("US/case/551/U.S./308", "US/case/551/U.S./308"),
    ),
    ("US", "A complaint must plead facts. Iqbal, 556 U.S. at 678.", ("US/case/556/U.S./?",)),
    (
        "US",
        "Katz v. United States, 389 U.S. 347 (1967). Id. at 351.",
        ("US/case/389/U.S./347", "US/case/389/U.S./347"),
    ),
    (
        "US",
        "Riley v. California, 573 U.S. 373 (2014). See id. at 386.",
        ("US/case/573/U.S./373", "US/case/573/U.S./373"),
    ),
    (
        "US",
        "Unocal Corp. v. Mesa Petroleum Co., 493 A.2d 946 (Del. 1985). Unocal, 493 A.2d at 955.",
        ("US/case/493/A.2d/946", "US/case/493/A.2d/946"),
    ),
    (
        "US",
        "United States v. Nosal, 676 F.3d 854 (9th Cir. 2012) (en banc). Nosal, 676 F.3d at 863.",
        ("US/case/676/F.3d/854", "US/case/676/F.3d/854"),
    ),
    (
        "US",
        "Carpenter v. United States, 585 U.S. 296 (2018). Carpenter, supra, at 310.",
        ("US/case/585/U.S./296", "US/case/585/U.S./296"),
    ),
    (
        "US",
        "Doe v. Twitter, Inc., 555 F. Supp. 3d 889 (N.D. Cal. 2021). Id. at 930-31.",
        ("US/case/555/F.Supp.3d/889", "US/case/555/F.Supp.3d/889"),
    ),
    (
        "US",
        "See Basic, 485 U.S. at 247; Halliburton, 573 U.S. at 268.",
        ("US/case/485/U.S./?", "US/case/573/U.S./?"),
    ),
    (
        "US",
        "Scott v. Harris, 550 U.S. 372 (2007). Ibid.",
        ("US/case/550/U.S./372", "US/case/550/U.S./372"),
    ),
    # analogy: a Westlaw citation, keyed volume/reporter/page like a reporter
    (
        "US",
        "Doe v. Acme Corp., No. 21-cv-1234, 2023 WL 4567890, at *3 (S.D.N.Y. June 5, 2023).",
        ("US/case/2023/WL/4567890",),
    ),
]

# --- United States: statutes, regulations, rules -------------------------------------------------
_US_STATUTES: list[Row] = [
    (
        "US",
        "The ADA, 42 U.S.C. § 12101 et seq., covers employers with fifteen employees.",
        ("US/USC/42/12101",),
    ),
    ("US", "The FLSA, 29 U.S.C. §§ 201-219, governs overtime.", ("US/USC/29/201-219",)),
    (
        "US",
        "The PSLRA's pleading standard, 15 U.S.C. § 78u-4(b)(2), is strict.",
        ("US/USC/15/78u-4(b)(2)",),
    ),
    ("US", "He was sentenced under 18 U.S.C. § 924(c)(1)(A)(ii).", ("US/USC/18/924(c)(1)(A)(ii)",)),
    ("US", "Appellate jurisdiction lies under 28 U.S.C. § 1291.", ("US/USC/28/1291",)),
    ("US", "Section 230, 47 U.S.C. § 230(c)(1), bars the claim.", ("US/USC/47/230(c)(1)",)),
    ("US", "Review is under the APA, 5 U.S.C. § 706(2)(A).", ("US/USC/5/706(2)(A)",)),
    ("US", "The foundation is exempt under 26 U.S.C. § 501(c)(3).", ("US/USC/26/501(c)(3)",)),
    ("US", "CAFA jurisdiction, 28 U.S.C. § 1332(d)(2), was invoked.", ("US/USC/28/1332(d)(2)",)),
    (
        "US",
        "Claims arise under 42 U.S.C. §§ 1981 and 1985(3).",
        ("US/USC/42/1981", "US/USC/42/1985(3)"),
    ),
    ("US", "The court had supplemental jurisdiction. 28 U.S.C. § 1367(a).", ("US/USC/28/1367(a)",)),
    (
        "US",
        "Section 10(b) of the Exchange Act, 15 U.S.C. § 78j(b), prohibits deception.",
        ("US/USC/15/78j(b)",),
    ),
    ("US", "The DMCA safe harbor, 17 U.S.C. § 512(c), applies.", ("US/USC/17/512(c)",)),
    ("US", "The CFAA, 18 U.S.C. § 1030(g), provides a civil action.", ("US/USC/18/1030(g)",)),
    (
        "US",
        "Title VII makes it unlawful, 42 U.S.C. § 2000e-2(a)(1), to discriminate.",
        ("US/USC/42/2000e-2(a)(1)",),
    ),
    (
        "US",
        "The automatic stay, 11 U.S.C. § 362(d)(1), may be lifted for cause.",
        ("US/USC/11/362(d)(1)",),
    ),
    ("US", "See 35 U.S.C. §§ 102, 103.", ("US/USC/35/102", "US/USC/35/103")),
    # analogy: U.S.C.A. is the annotated code; same title and section
    ("US", "See 42 U.S.C.A. § 1983 (West 2012).", ("US/USC/42/1983",)),
    ("US", "Exemption 6, 5 U.S.C. § 552(b)(6), protects personnel files.", ("US/USC/5/552(b)(6)",)),
    ("US", "The FTC Act, 15 U.S.C. § 45(a), bars unfair practices.", ("US/USC/15/45(a)",)),
    ("US", "Overtime is set by 29 C.F.R. Part 541.", ("US/CFR/29/541",)),
    (
        "US",
        "The regulation, 40 C.F.R. pt. 63, governs hazardous air pollutants.",
        ("US/CFR/40/63",),
    ),
    ("US", "Nutrition labels must comply with 21 C.F.R. § 101.9(c).", ("US/CFR/21/101.9(c)",)),
    (
        "US",
        "Asylum eligibility, 8 C.F.R. § 208.13(b)(1), requires past persecution.",
        ("US/CFR/8/208.13(b)(1)",),
    ),
    (
        "US",
        "The HIPAA privacy rule, 45 C.F.R. § 164.508(a), requires authorization.",
        ("US/CFR/45/164.508(a)",),
    ),
    ("US", "Regulation Z, 12 C.F.R. pt. 1026, implements TILA.", ("US/CFR/12/1026",)),
    (
        "US",
        "Rule 14a-8, 17 C.F.R. § 240.14a-8, governs shareholder proposals.",
        ("US/CFR/17/240.14a-8",),
    ),
    ("US", "The complaint was dismissed under Fed. R. Civ. P. 9(b).", ("US/FRCP/9(b)",)),
    (
        "US",
        "Class certification under Fed. R. Civ. P. 23(b)(3) requires predominance.",
        ("US/FRCP/23(b)(3)",),
    ),
    ("US", "Prior acts are inadmissible under Fed. R. Evid. 404(b)(1).", ("US/FRE/404(b)(1)",)),
    (
        "US",
        "The brief exceeded the limit in Fed. R. App. P. 32(a)(7)(B).",
        ("US/FRAP/32(a)(7)(B)",),
    ),
    ("US", "He moved for acquittal under Fed. R. Crim. P. 29.", ("US/FRCRP/29",)),
    (
        "US",
        "Summary judgment is proper under Federal Rule of Civil Procedure 56(c).",
        ("US/FRCP/56(c)",),
    ),
    (
        "US",
        "Rule 23(b)(2) of the Federal Rules of Civil Procedure allows injunctive classes.",
        ("US/FRCP/23(b)(2)",),
    ),
    ("US", "Expert testimony must satisfy FRE 702.", ("US/FRE/702",)),
    (
        "US",
        "Hearsay is defined in Federal Rule of Evidence 801(d)(2)(A).",
        ("US/FRE/801(d)(2)(A)",),
    ),
    (
        "US",
        "Discovery is limited by Fed. R. Civ. P. 26(b)(1) and 34(a).",
        ("US/FRCP/26(b)(1)", "US/FRCP/34(a)"),
    ),
    (
        "US",
        "The Infrastructure Act, Pub. L. No. 117-58, 135 Stat. 429 (2021), funds broadband.",
        ("US/PL/117-58", "US/STAT/135/429"),
    ),
    ("US", "HIPAA, Pub. L. 104-191, was enacted in 1996.", ("US/PL/104-191",)),
    (
        "US",
        "The CARES Act, Pub. L. No. 116-136, 134 Stat. 281, provided relief.",
        ("US/PL/116-136", "US/STAT/134/281"),
    ),
    ("US", "The search violated U.S. Const. amend. IV.", ("US/CONST/amend4",)),
    (
        "US",
        "Due process under U.S. Const. amend. V applies to federal action.",
        ("US/CONST/amend5",),
    ),
    # analogy: the clause is below the section; the key stops at the section like art1/s8
    (
        "US",
        "Article III standing, U.S. Const. art. III, § 2, cl. 1, is lacking.",
        ("US/CONST/art3/s2",),
    ),
    ("US", "Congress acted under U.S. Const. art. I, § 8, cl. 3.", ("US/CONST/art1/s8",)),
    # state codes: no analogue in the main table. The keys first written here
    # (US/CA/PENAL/187(a), US/NY/CPLR/214(5)) were guesses; they were corrected after the blind
    # run to the extractor's existing state-law format, US/LAW/<reporter>/<code>/<section>
    ("US", "Murder is defined in Cal. Penal Code § 187(a).", ("US/LAW/Cal.Code/Penal/187(a)",)),
    (
        "US",
        "The limitations period is N.Y. C.P.L.R. 214(5) (McKinney 2020).",
        ("US/LAW/N.Y.C.P.L.R./214(5)",),
    ),
]

# --- India ------------------------------------------------------------------------------------
_IN: list[Row] = [
    ("IN", "The appellant was convicted u/s 302 IPC and sentenced to life.", ("IN/IPC/s302",)),
    (
        "IN",
        "An FIR was registered under Sections 302/34 IPC at P.S. Kotwali.",
        ("IN/IPC/s302", "IN/IPC/s34"),
    ),
    (
        "IN",
        "The wife lodged a complaint under Section 498-A IPC and Section 4 of the Dowry Prohibition Act.",
        ("IN/IPC/s498A", "IN/DPA1961/s4"),
    ),
    (
        "IN",
        "The petitioner invoked the inherent powers under Sec. 482 Cr.P.C. to quash the FIR.",
        ("IN/CRPC/s482",),
    ),
    (
        "IN",
        "The complaint was filed under S. 138 of the Negotiable Instruments Act, 1881.",
        ("IN/NIA/s138",),
    ),
    (
        "IN",
        "Liability of directors arises under Sections 138 and 141 of the Negotiable Instruments Act.",
        ("IN/NIA/s138", "IN/NIA/s141"),
    ),
    (
        "IN",
        "The right to privacy is part of Article 21 of the Constitution of India.",
        ("IN/CONST/a21",),
    ),
    (
        "IN",
        "The trade restriction offends Article 19(1)(g) of the Constitution.",
        ("IN/CONST/a19(1)(g)",),
    ),
    (
        "IN",
        "The law violates Articles 14, 19 and 21 of the Constitution.",
        ("IN/CONST/a14", "IN/CONST/a19", "IN/CONST/a21"),
    ),
    (
        "IN",
        "A writ petition under Art. 226 of the Constitution is maintainable.",
        ("IN/CONST/a226",),
    ),
    (
        "IN",
        "The right to property under Article 300A of the Constitution is a constitutional right.",
        ("IN/CONST/a300A",),
    ),
    (
        "IN",
        "The special leave petition was filed under Article 136 of the Constitution of India.",
        ("IN/CONST/a136",),
    ),
    (
        "IN",
        "An application under Order XXXIX Rules 1 & 2 CPC was allowed.",
        ("IN/CPC/o39r1", "IN/CPC/o39r2"),
    ),
    # analogy: a clause of a rule appended like a sub-section
    (
        "IN",
        "The plaint was rejected under Order VII Rule 11(d) CPC as barred by law.",
        ("IN/CPC/o7r11(d)",),
    ),
    (
        "IN",
        "Additional evidence is governed by Order 41 Rule 27 of the Code of Civil Procedure.",
        ("IN/CPC/o41r27",),
    ),
    ("IN", "The court exercised its inherent power under Section 151 CPC.", ("IN/CPC/s151",)),
    (
        "IN",
        "A second appeal lies under Section 100 of the CPC only on a substantial question of law.",
        ("IN/CPC/s100",),
    ),
    ("IN", "The order was passed under Order XXXVII Rule 3 of the CPC.", ("IN/CPC/o37r3",)),
    ("IN", "See A.K. Gopalan v. State of Madras, AIR 1950 SC 27.", ("IN/AIR/1950/SC/27",)),
    (
        "IN",
        "Kesavananda Bharati v. State of Kerala, (1973) 4 SCC 225, laid down the basic structure.",
        ("IN/SCC/1973/4/225",),
    ),
    (
        "IN",
        "Section 66A was struck down in Shreya Singhal v. Union of India, (2015) 5 SCC 1.",
        ("IN/SCC/2015/5/1",),
    ),
    (
        "IN",
        "Navtej Singh Johar v. Union of India, (2018) 10 SCC 1, read down Section 377 IPC.",
        ("IN/SCC/2018/10/1", "IN/IPC/s377"),
    ),
    (
        "IN",
        "Joseph Shine v. Union of India, (2019) 3 SCC 39, struck down Section 497 of the IPC.",
        ("IN/SCC/2019/3/39", "IN/IPC/s497"),
    ),
    (
        "IN",
        "Internet shutdowns were examined in Anuradha Bhasin v. Union of India, (2020) 3 SCC 637.",
        ("IN/SCC/2020/3/637",),
    ),
    (
        "IN",
        "Bail guidelines were laid down in Satender Kumar Antil v. CBI, (2022) 10 SCC 51.",
        ("IN/SCC/2022/10/51",),
    ),
    # the parallel citation after ":" is a second reporter; both keys are expected (no merging as in US)
    (
        "IN",
        "Vishaka v. State of Rajasthan, (1997) 6 SCC 241 : AIR 1997 SC 3011.",
        ("IN/SCC/1997/6/241", "IN/AIR/1997/SC/3011"),
    ),
    ("IN", "The High Court relied on 2021 SCC OnLine SC 1234.", ("IN/SCCOnLine/2021/SC/1234",)),
    (
        "IN",
        "See X v. Y, 2023 SCC OnLine Bom 567, on interim maintenance.",
        ("IN/SCCOnLine/2023/Bom/567",),
    ),
    (
        "IN",
        "The Madras High Court in 2022 SCC OnLine Mad 3456 took a different view.",
        ("IN/SCCOnLine/2022/Mad/3456",),
    ),
    ("IN", "The judgment is reported as 2023 INSC 1012.", ("IN/INSC/2023/1012",)),
    ("IN", "The Madras High Court in AIR 2001 Mad 45 held so.", ("IN/AIR/2001/Mad/45",)),
    ("IN", "A contrary view is in AIR 1967 All 200.", ("IN/AIR/1967/All/200",)),
    ("IN", "The Kerala High Court, AIR 1995 Ker 12, followed it.", ("IN/AIR/1995/Ker/12",)),
    # analogy: SCR keyed like SCC (year/volume/page) and like [1932] AC 562 when there is no volume
    (
        "IN",
        "Maneka Gandhi v. Union of India, (1978) 2 SCR 621, expanded Article 21.",
        ("IN/SCR/1978/2/621", "IN/CONST/a21"),
    ),
    (
        "IN",
        "A.K. Gopalan v. State of Madras, [1950] SCR 88, was overruled in part.",
        ("IN/SCR/1950/88",),
    ),
    ("IN", "The accused is charged under Section 103(1) BNS for murder.", ("IN/BNS/s103(1)",)),
    ("IN", "Cheating is now punishable under Section 318(2) of the BNS.", ("IN/BNS/s318(2)",)),
    ("IN", "The FIR invokes Sections 115(2) and 352 BNS.", ("IN/BNS/s115(2)", "IN/BNS/s352")),
    ("IN", "Theft is registered u/s 303(2) BNS.", ("IN/BNS/s303(2)",)),
    (
        "IN",
        "A petition under Section 528 of the BNSS corresponds to old Section 482 CrPC.",
        ("IN/BNSS/s528", "IN/CRPC/s482"),
    ),
    ("IN", "The police report under Section 193(3) BNSS was filed.", ("IN/BNSS/s193(3)",)),
    (
        "IN",
        "Notice was issued under Section 35(3) of the Bharatiya Nagarik Suraksha Sanhita, 2023.",
        ("IN/BNSS/s35(3)",),
    ),
    ("IN", "The certificate under Section 63(4) of the BSA was missing.", ("IN/BSA/s63(4)",)),
    (
        "IN",
        "Confessions to police are barred by Section 23 of the Bharatiya Sakshya Adhiniyam, 2023.",
        ("IN/BSA/s23",),
    ),
    (
        "IN",
        "The certificate under Section 65-B(4) of the Indian Evidence Act was not produced.",
        ("IN/IEA/s65B(4)",),
    ),
    ("IN", "The recovery was admissible under Section 27 of the Evidence Act.", ("IN/IEA/s27",)),
    (
        "IN",
        "A confession to a police officer is hit by Sec. 25 of the Evidence Act.",
        ("IN/IEA/s25",),
    ),
    # the "(i-a)" spelling of clause (ia) is common in judgments; same key as "(ia)"
    (
        "IN",
        "Divorce was granted on the ground of cruelty under Section 13(1)(i-a) of the Hindu Marriage Act, 1955.",
        ("IN/HMA/s13(1)(ia)",),
    ),
    (
        "IN",
        "The parties sought divorce by mutual consent under Section 13-B of the Hindu Marriage Act.",
        ("IN/HMA/s13B",),
    ),
    ("IN", "Maintenance pendente lite was claimed under Section 24 HMA.", ("IN/HMA/s24",)),
    (
        "IN",
        "Bail was granted under Section 439 of the Code of Criminal Procedure.",
        ("IN/CRPC/s439",),
    ),
    ("IN", "The wife claimed maintenance under Section 125 Cr.P.C.", ("IN/CRPC/s125",)),
    ("IN", "Anticipatory bail was sought under Sec. 438 CrPC.", ("IN/CRPC/s438",)),
    (
        "IN",
        "Statements recorded under Section 161 of the Criminal Procedure Code are not evidence.",
        ("IN/CRPC/s161",),
    ),
    ("IN", "The accused was examined under S. 313 Cr. P.C.", ("IN/CRPC/s313",)),
    (
        "IN",
        "The magistrate ordered investigation under Section 156(3) of the Code of Criminal Procedure, 1973.",
        ("IN/CRPC/s156(3)",),
    ),
    ("IN", "The conviction under Section 376-D IPC was upheld.", ("IN/IPC/s376D",)),
    (
        "IN",
        "Charges were framed under Sections 147, 148, 149 and 302 IPC.",
        ("IN/IPC/s147", "IN/IPC/s148", "IN/IPC/s149", "IN/IPC/s302"),
    ),
    (
        "IN",
        "The conspiracy charge under Section 120-B read with Section 420 IPC fails.",
        ("IN/IPC/s120B", "IN/IPC/s420"),
    ),
    ("IN", "The conviction was altered to Section 304 Part II IPC.", ("IN/IPC/s304",)),
    (
        "IN",
        "A dowry death under Section 304-B of the Indian Penal Code was alleged.",
        ("IN/IPC/s304B",),
    ),
    (
        "IN",
        "He was tried for an offence punishable under Section 307 of the IPC.",
        ("IN/IPC/s307",),
    ),
    ("IN", "Common intention under Section 34 of IPC was not proved.", ("IN/IPC/s34",)),
    (
        "IN",
        "The award was challenged under Section 37 of the Arbitration and Conciliation Act, 1996.",
        ("IN/ACA/s37",),
    ),
    # "the Arbitration Act" is how Indian judgments shorten the 1996 Act once it has been named
    (
        "IN",
        "An arbitrator was appointed under Section 11(6) of the Arbitration and Conciliation Act.",
        ("IN/ACA/s11(6)",),
    ),
    (
        "IN",
        "Compensation for data breach lies under Section 43A of the Information Technology Act, 2000.",
        ("IN/ITA2000/s43A",),
    ),
    (
        "IN",
        "The information was exempt under Section 8(1)(j) of the Right to Information Act, 2005.",
        ("IN/RTI/s8(1)(j)",),
    ),
    (
        "IN",
        "The complaint was filed under Section 35 of the Consumer Protection Act, 2019.",
        ("IN/CPA2019/s35",),
    ),
    (
        "IN",
        "Specific performance under Section 16(c) of the Specific Relief Act, 1963 requires readiness.",
        ("IN/SRA/s16(c)",),
    ),
    (
        "IN",
        "The tenancy was terminated by notice under Section 106 of the Transfer of Property Act, 1882.",
        ("IN/TPA/s106",),
    ),
    ("IN", "The suit was barred under Section 3 of the Limitation Act, 1963.", ("IN/LA1963/s3",)),
    ("IN", "The presumption under Section 29 of the POCSO Act applies.", ("IN/POCSO/s29",)),
    ("IN", "Non-compliance with Section 50 of the NDPS Act vitiates the search.", ("IN/NDPS/s50",)),
    (
        "IN",
        "Damages for breach are governed by Section 73 of the Indian Contract Act, 1872.",
        ("IN/ICA/s73",),
    ),
    ("IN", "The rules were notified vide G.S.R. 139(E) dated 25.02.2021.", ("IN/GSR/139(E)",)),
    ("IN", "The Ministry issued S.O. 1196(E) on 24 March 2020.", ("IN/SO/1196(E)",)),
    ("IN", "See Notification No. GSR 845(E) of the Ministry of Finance.", ("IN/GSR/845(E)",)),
    ("IN", "The Master Direction RBI/2022-23/98 applies to all NBFCs.", ("IN/RBI/2022-23/98",)),
    (
        "IN",
        "Circular RBI/2019-20/186 DOR.No.BP.BC.63/21.04.048/2019-20 granted a moratorium.",
        ("IN/RBI/2019-20/186",),
    ),
]

# --- United Kingdom ---------------------------------------------------------------------------
_UK: list[Row] = [
    ("UK", "Uber BV v Aslam [2021] UKSC 5 concerned worker status.", ("UK/UKSC/2021/5",)),
    ("UK", "Illegality was reformulated in Patel v Mirza [2016] UKSC 42.", ("UK/UKSC/2016/42",)),
    (
        "UK",
        "Lachaux v Independent Print Ltd [2019] UKSC 27, [2020] AC 612, construed serious harm.",
        ("UK/UKSC/2019/27", "UK/AC/2020/612"),
    ),
    (
        "UK",
        "See FCA v Arch Insurance (UK) Ltd [2021] UKSC 1 on business interruption.",
        ("UK/UKSC/2021/1",),
    ),
    (
        "UK",
        "Caparo Industries plc v Dickman [1990] UKHL 2 set the three-stage test.",
        ("UK/UKHL/1990/2",),
    ),
    ("UK", "Recklessness was redefined in R v G [2003] UKHL 50.", ("UK/UKHL/2003/50",)),
    (
        "UK",
        "Campbell v MGN Ltd [2004] UKHL 22, [2004] 2 AC 457, balanced Articles 8 and 10.",
        ("UK/UKHL/2004/22", "UK/AC/2004/2/457"),
    ),
    ("UK", "The Court of Appeal agreed in [2019] EWCA Civ 1010.", ("UK/EWCA/Civ/2019/1010",)),
    ("UK", "R v Smith [2020] EWCA Crim 1093 concerned sentencing.", ("UK/EWCA/Crim/2020/1093",)),
    (
        "UK",
        "Director of Public Prosecutions v Jones [2022] EWCA Civ 14, at [45].",
        ("UK/EWCA/Civ/2022/14",),
    ),
    ("UK", "The King's Bench Division decided [2023] EWHC 1234 (KB).", ("UK/EWHC/2023/1234/KB",)),
    ("UK", "Libel damages were assessed in [2019] EWHC 2381 (QB).", ("UK/EWHC/2019/2381/QB",)),
    (
        "UK",
        "Judicial review was granted: R (Good Law Project) v Minister [2021] EWHC 2752 (Admin).",
        ("UK/EWHC/2021/2752/Admin",),
    ),
    ("UK", "The adjudication was enforced in [2015] EWHC 3111 (TCC).", ("UK/EWHC/2015/3111/TCC",)),
    (
        "UK",
        "Re X (A Child) [2018] EWHC 1234 (Fam) concerned a placement order.",
        ("UK/EWHC/2018/1234/Fam",),
    ),
    ("UK", "Obviousness was considered in [2020] EWHC 2072 (Pat).", ("UK/EWHC/2020/2072/Pat",)),
    (
        "UK",
        "Robinson v Chief Constable of West Yorkshire [2018] AC 736 restated negligence.",
        ("UK/AC/2018/736",),
    ),
    (
        "UK",
        "White v Jones [1995] 2 AC 207 extended liability to beneficiaries.",
        ("UK/AC/1995/2/207",),
    ),
    ("UK", "R v Brown [1994] 1 AC 212 was distinguished.", ("UK/AC/1994/1/212",)),
    ("UK", "The dictum appears at [2009] 1 All ER 1053.", ("UK/AllER/2009/1/1053",)),
    ("UK", "See Chester v Afshar [2004] 4 All ER 587.", ("UK/AllER/2004/4/587",)),
    ("UK", "The test in [2013] 1 WLR 1556 was applied.", ("UK/WLR/2013/1/1556",)),
    # analogy: the Industrial Cases Reports keyed like AC (year/page)
    (
        "UK",
        "Vento v Chief Constable [2003] ICR 318 set the bands; see also [2002] 1 WLR 2351.",
        ("UK/ICR/2003/318", "UK/WLR/2002/1/2351"),
    ),
    ("UK", "Hedley Byrne was applied in [1971] 1 QB 1.", ("UK/QB/1971/1/1",)),
    ("UK", "R v Ireland [1998] AC 147 concerned silent calls.", ("UK/AC/1998/147",)),
    ("UK", "The Court of Appeal in [2005] QB 1 declined to follow it.", ("UK/QB/2005/1",)),
    (
        "UK",
        "Central London Property Trust v High Trees House [1947] KB 130 is the foundation.",
        ("UK/KB/1947/130",),
    ),
    # analogy: the Chancery law reports keyed like KB and QB
    ("UK", "Re Hastings-Bass [1975] Ch 25 stated the rule.", ("UK/Ch/1975/25",)),
    (
        "UK",
        "A public authority must act compatibly: s 6(1) of the Human Rights Act 1998.",
        ("UK/HRA1998/s6(1)",),
    ),
    ("UK", "The claimant relied on s 2(1) of the Human Rights Act 1998.", ("UK/HRA1998/s2(1)",)),
    (
        "UK",
        "Directors must promote success under s. 172(1) of the Companies Act 2006.",
        ("UK/CA2006/s172(1)",),
    ),
    (
        "UK",
        "Unfair prejudice petitions fall under sections 994 and 996 of the Companies Act 2006.",
        ("UK/CA2006/s994", "UK/CA2006/s996"),
    ),
    (
        "UK",
        "Discrimination arising from disability is defined in section 15 of the Equality Act 2010.",
        ("UK/EA2010/s15",),
    ),
    ("UK", "Fraud by false representation: s 2 of the Fraud Act 2006.", ("UK/FraudAct2006/s2",)),
    (
        "UK",
        "He was convicted under section 18 of the Offences Against the Person Act 1861.",
        ("UK/OffencesAgainstPersonAct1861/s18",),
    ),
    (
        "UK",
        "The personal injury period is in section 11 of the Limitation Act 1980.",
        ("UK/LimitationAct1980/s11",),
    ),
    (
        "UK",
        "Exclusion clauses face section 3 of the Misrepresentation Act 1967.",
        ("UK/MA1967/s3",),
    ),
    (
        "UK",
        "The reasonableness test is in section 11 of the Unfair Contract Terms Act 1977.",
        ("UK/UCTA1977/s11",),
    ),
    ("UK", "Burglary is defined in s 9 of the Theft Act 1968.", ("UK/TA1968/s9",)),
    (
        "UK",
        "Satisfactory quality is implied by section 14(2) of the Sale of Goods Act 1979.",
        ("UK/SGA1979/s14(2)",),
    ),
    (
        "UK",
        "Services must be performed with care under section 49 of the Consumer Rights Act 2015.",
        ("UK/CRA2015/s49",),
    ),
    (
        "UK",
        "The corporate offence is in section 7 of the Bribery Act 2010.",
        ("UK/BriberyAct2010/s7",),
    ),
    # analogy: an act outside the named list, keyed like the Offences Against the Person Act 1861
    (
        "UK",
        "The award was challenged under section 68 of the Arbitration Act 1996.",
        ("UK/ArbitrationAct1996/s68",),
    ),
    # analogy: the statute first, the section after a comma (common in English judgments)
    ("UK", "Direct discrimination is defined by the Equality Act 2010, s 13.", ("UK/EA2010/s13",)),
]

# --- European Union ---------------------------------------------------------------------------
_EU: list[Row] = [
    ("EU", "Safe Harbour was invalidated in Case C-362/14 Schrems.", ("EU/case/C-362/14",)),
    (
        "EU",
        "Automated scoring was addressed in Case C-634/21 SCHUFA Holding, ECLI:EU:C:2023:957.",
        ("EU/case/C-634/21", "ECLI:EU:C:2023:957"),
    ),
    (
        "EU",
        "The General Court upheld the fine in Case T-612/17 Google and Alphabet v Commission.",
        ("EU/case/T-612/17",),
    ),
    ("EU", "The judgment is ECLI:EU:T:2021:763.", ("ECLI:EU:T:2021:763",)),
    (
        "EU",
        "Data retention was considered in Joined Cases C-511/18, C-512/18 and C-520/18 La Quadrature du Net.",
        ("EU/case/C-511/18", "EU/case/C-512/18", "EU/case/C-520/18"),
    ),
    (
        "EU",
        "Non-material damage: Case C-300/21 Österreichische Post, ECLI:EU:C:2023:370.",
        ("EU/case/C-300/21", "ECLI:EU:C:2023:370"),
    ),
    ("EU", "Joint controllership was found in Fashion ID (C-40/17).", ("EU/case/C-40/17",)),
    (
        "EU",
        "Case C-252/21 Meta Platforms v Bundeskartellamt links competition and data protection.",
        ("EU/case/C-252/21",),
    ),
    (
        "EU",
        "Digital Rights Ireland, Joined Cases C-293/12 and C-594/12, ECLI:EU:C:2014:238.",
        ("EU/case/C-293/12", "EU/case/C-594/12", "ECLI:EU:C:2014:238"),
    ),
    ("EU", "The Commission decision was annulled in Case T-201/17.", ("EU/case/T-201/17",)),
    ("EU", "The Digital Markets Act is Regulation (EU) 2022/1925.", ("EU/REG/2022/1925",)),
    ("EU", "Brussels I was Council Regulation (EC) No 44/2001.", ("EU/REG/2001/44",)),
    (
        "EU",
        "Antitrust procedure is governed by Council Regulation (EC) No 1/2003.",
        ("EU/REG/2003/1",),
    ),
    (
        "EU",
        "The AI Act, Regulation (EU) 2024/1689, entered into force in August 2024.",
        ("EU/REG/2024/1689",),
    ),
    # old numbering: number first, two-digit year after the slash
    (
        "EU",
        "Social security coordination was in Regulation (EEC) No 1408/71.",
        ("EU/REG/1971/1408",),
    ),
    ("EU", "Capital requirements are in Regulation (EU) No 575/2013.", ("EU/REG/2013/575",)),
    ("EU", "The Data Act is Regulation (EU) 2023/2854.", ("EU/REG/2023/2854",)),
    ("EU", "Age discrimination falls under Council Directive 2000/78/EC.", ("EU/DIR/2000/78",)),
    (
        "EU",
        "Payment services are regulated by Directive (EU) 2015/2366 (PSD2).",
        ("EU/DIR/2015/2366",),
    ),
    ("EU", "Cookies are governed by Directive 2002/58/EC.", ("EU/DIR/2002/58",)),
    ("EU", "Consumer withdrawal rights come from Directive 2011/83/EU.", ("EU/DIR/2011/83",)),
    ("EU", "Services are liberalised by Directive 2006/123/EC.", ("EU/DIR/2006/123",)),
    ("EU", "Data minimisation is required by Article 5(1)(c) GDPR.", ("EU/REG/2016/679/a5(1)(c)",)),
    ("EU", "The data subject made an access request under Art. 15 GDPR.", ("EU/REG/2016/679/a15",)),
    (
        "EU",
        "Solely automated decisions are restricted by Article 22(1) of the GDPR.",
        ("EU/REG/2016/679/a22(1)",),
    ),
    (
        "EU",
        "Remedies are in Articles 77 and 79 GDPR.",
        ("EU/REG/2016/679/a77", "EU/REG/2016/679/a79"),
    ),
    ("EU", "Consent is defined in Article 4(11) GDPR.", ("EU/REG/2016/679/a4(11)",)),
    ("EU", "The conduct infringed Articles 101 and 102 TFEU.", ("EU/TFEU/a101", "EU/TFEU/a102")),
    ("EU", "An action for annulment under Article 263 TFEU was brought.", ("EU/TFEU/a263",)),
    ("EU", "Regulations are directly applicable under Article 288 TFEU.", ("EU/TFEU/a288",)),
    ("EU", "Sincere cooperation is required by Article 4(3) TEU.", ("EU/TEU/a4(3)",)),
    (
        "EU",
        "Data protection is a right under Article 8 of the Charter of Fundamental Rights of the European Union.",
        ("EU/CFR/a8",),
    ),
    (
        "EU",
        "Unfair terms are not binding under Article 6 of Directive 93/13/EEC.",
        ("EU/DIR/1993/13/a6",),
    ),
    (
        "EU",
        "Jurisdiction in contract is in Article 7(1) of Regulation (EU) No 1215/2012.",
        ("EU/REG/2012/1215/a7(1)",),
    ),
    (
        "EU",
        "Very large platforms must assess systemic risks under Article 34 DSA.",
        ("EU/REG/2022/2065/a34",),
    ),
    ("EU", "Transparency obligations are in Article 50 of the AI Act.", ("EU/REG/2024/1689/a50",)),
    # analogy: the DMA by its short name, as the DSA and the AI Act are resolved
    ("EU", "Gatekeepers must comply with Article 6 DMA.", ("EU/REG/2022/1925/a6",)),
    (
        "EU",
        "Processors must sign a contract under Article 28(3) of Regulation (EU) 2016/679.",
        ("EU/REG/2016/679/a28(3)",),
    ),
    (
        "EU",
        "Transfers rely on Article 46(2)(c) GDPR and standard clauses.",
        ("EU/REG/2016/679/a46(2)(c)",),
    ),
]

# --- Mixed sentences --------------------------------------------------------------------------
_MIXED: list[Row] = [
    (
        "US",
        "Plaintiffs sue under 42 U.S.C. § 1983 and Fed. R. Civ. P. 65(a), citing Winter v. NRDC, 555 U.S. 7 (2008).",
        ("US/USC/42/1983", "US/FRCP/65(a)", "US/case/555/U.S./7"),
    ),
    (
        "US",
        "Section 3 of the Agreement is void under 15 U.S.C. § 1 and Am. Needle, Inc. v. NFL, 560 U.S. 183 (2010).",
        ("US/USC/15/1", "US/case/560/U.S./183"),
    ),
    (
        "IN",
        "The High Court, relying on (2015) 5 SCC 1, quashed the FIR under Section 66A of the Information Technology Act, 2000.",
        ("IN/SCC/2015/5/1", "IN/ITA2000/s66A"),
    ),
    (
        "IN",
        "Clause 12 of the agreement conflicts with Section 23 of the Indian Contract Act, 1872.",
        ("IN/ICA/s23",),
    ),
    (
        "UK",
        "Paragraph 4 of the contract aside, section 2 of the Unfair Contract Terms Act 1977 applies; see [2019] UKSC 20.",
        ("UK/UCTA1977/s2", "UK/UKSC/2019/20"),
    ),
    (
        "EU",
        "Article 12 of the Articles of Association cannot override Article 17 GDPR or Case C-507/17.",
        ("EU/REG/2016/679/a17", "EU/case/C-507/17"),
    ),
    # the ECHR is Council of Europe law, outside the EU grammar: only the directive is expected
    (
        "EU",
        "Directive 2019/1937 on whistleblowers and Article 10 ECHR were argued.",
        ("EU/DIR/2019/1937",),
    ),
]

# --- Negative rows: citation-like text that is not a citation -----------------------------------
_NEGATIVE: list[Row] = [
    ("US", "Call our office at (212) 555-0147 or 1-800-555-0199.", ()),
    ("IN", "Contact the registry on +91 98765 43210 between 10 and 5.", ()),
    ("US", "The hearing was moved from 12/05/2023 to 01/16/2024.", ()),
    ("IN", "The order is dated 25.02.2021 and was served on 3.3.2021.", ()),
    ("US", "Upgrade to version 2.3.1 or Python 3.11 before deploying.", ()),
    ("US", "The iPhone 15 Pro and the Galaxy S23 were compared.", ()),
    ("US", "Section 3 of this Agreement governs payment terms.", ()),
    ("UK", "Under Article 5 of the Articles of Association the board may appoint directors.", ()),
    ("IN", "Clause 14.2 of the Shareholders' Agreement restricts transfers.", ()),
    ("US", "The fund returned 45% in 2021 and 12.5% in 2022.", ()),
    ("UK", "Her office is at 221B Baker Street, London NW1 6XE.", ()),
    ("US", "Send it to 1600 Pennsylvania Avenue NW, Washington, DC 20500.", ()),
    ("IN", "Flight AI 302 departs from Terminal 3 at 14:20.", ()),
    ("IN", "Office Order No. 45 dated 3.4.2021 transferred the clerk.", ()),
    ("US", "Section 8 of the bylaws sets the quorum at 51 members.", ()),
    ("US", "Chapter 7 of the textbook covers torts; see Table 3 and Figure 2(a).", ()),
    ("EU", "The firm is certified under ISO 27001 and ISO 9001:2015.", ()),
    ("US", "ISBN 978-3-16-148410-0 identifies the treatise.", ()),
    ("IN", "Invoice INV-2023/045 and PO No. 4500012345 remain unpaid.", ()),
    ("IN", "The meeting is in room 302, 3rd floor, Block C.", ()),
    ("US", "Part 60 of the operating manual describes maintenance.", ()),
    ("US", "Take U.S. 101 south and exit at Route 66.", ()),
    ("US", "The server returned HTTP 404; RFC 7231 defines the code.", ()),
    ("UK", "Schedule 2 of the lease lists the landlord's covenants.", ()),
    ("EU", "Article 12 of the Company's statutes sets the financial year.", ()),
    ("IN", "GST at 18% applies to the invoice of Rs. 1,25,000.", ()),
    ("IN", "Vehicle No. DL 3C AB 1234 was seized on the highway.", ()),
    ("US", "Rent is $410 per month for unit 113, payable on the 1st.", ()),
    ("UK", "The 2019 accounts show a turnover of GBP 41 million.", ()),
    ("EU", "Product code C-362/A and batch T-612 were recalled.", ()),
    ("US", "Windows 11 build 22621.1413 fixed the bug.", ()),
    ("IN", "Section 4 of the employment contract fixes the notice period.", ()),
    ("UK", "Section 2 of the guidance notes explains the form.", ()),
    ("EU", "Article 3 of the terms of service limits liability.", ()),
    ("US", "Of the 35 U.S. states surveyed, 12 agreed.", ()),
    ("IN", "The Act was passed in 1881 and amended in 2018.", ()),
    ("UK", "In 2021 the team won 5-2 at Old Trafford.", ()),
    ("US", "Rule 5 of the house rules bans smoking in the lobby.", ()),
]

TABLE: list[Row] = _US_CASES + _US_STATUTES + _IN + _UK + _EU + _MIXED + _NEGATIVE


def citation_strings() -> int:
    """Number of expected citation strings in the table (negative rows count zero)."""
    return sum(len(row[2]) for row in TABLE)
