# ruff: noqa: E501
"""The citation table: sentences with the canonical keys they must yield.

Shared by tests/extract/test_citations_table.py and benchmarks/bench_citations.py.
Each row is (jurisdiction, sentence, expected canonical keys in text order). Negative rows
expect no citation at all. Rows were written by hand for lexaudit; the US variety follows the
kinds of forms eyecite's own tables exercise (parallel, short, Id., supra, pin cites, courts).
"""

from __future__ import annotations

Row = tuple[str, str, tuple[str, ...]]

# --- United States: cases -------------------------------------------------------------------
_US_CASES: list[Row] = [
    (
        "US",
        "In Roe v. Wade, 410 U.S. 113 (1973), the Court held otherwise.",
        ("US/case/410/U.S./113",),
    ),
    ("US", "See Miranda v. Arizona, 384 U.S. 436, 444 (1966).", ("US/case/384/U.S./436",)),
    (
        "US",
        "Brown v. Board of Education, 347 U.S. 483 (1954) overruled Plessy.",
        ("US/case/347/U.S./483",),
    ),
    (
        "US",
        "Roe v. Wade, 410 U.S. 113, 93 S. Ct. 705, 35 L. Ed. 2d 147 (1973).",
        ("US/case/410/U.S./113",),
    ),
    (
        "US",
        "Marbury v. Madison, 5 U.S. 137 (1803) established judicial review.",
        ("US/case/5/U.S./137",),
    ),
    ("US", "Chevron U.S.A. Inc. v. NRDC, 467 U.S. 837 (1984).", ("US/case/467/U.S./837",)),
    ("US", "See Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009).", ("US/case/556/U.S./662",)),
    ("US", "Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 570 (2007).", ("US/case/550/U.S./544",)),
    ("US", "Daubert v. Merrell Dow Pharms., Inc., 509 U.S. 579 (1993).", ("US/case/509/U.S./579",)),
    ("US", "Celotex Corp. v. Catrett, 477 U.S. 317, 322-23 (1986).", ("US/case/477/U.S./317",)),
    ("US", "Anderson v. Liberty Lobby, Inc., 477 U.S. 242, 248 (1986).", ("US/case/477/U.S./242",)),
    (
        "US",
        "Obergefell v. Hodges, 576 U.S. 644, 135 S. Ct. 2584 (2015).",
        ("US/case/576/U.S./644",),
    ),
    (
        "US",
        "Loper Bright Enters. v. Raimondo, 144 S. Ct. 2244 (2024).",
        ("US/case/144/S.Ct./2244",),
    ),
    (
        "US",
        "Gideon v. Wainwright, 372 U.S. 335, 83 S. Ct. 792, 9 L. Ed. 2d 799 (1963).",
        ("US/case/372/U.S./335",),
    ),
    (
        "US",
        "Mapp v. Ohio, 367 U.S. 643 (1961), applied the exclusionary rule.",
        ("US/case/367/U.S./643",),
    ),
    ("US", "Smith v. Jones, 123 F.3d 456, 460 (2d Cir. 1997).", ("US/case/123/F.3d/456",)),
    ("US", "United States v. Alvarez, 617 F.3d 1198 (9th Cir. 2010).", ("US/case/617/F.3d/1198",)),
    ("US", "Doe v. Smith, 45 F.4th 1010 (7th Cir. 2022).", ("US/case/45/F.4th/1010",)),
    ("US", "Kelley v. Johnson, 796 F.2d 340 (10th Cir. 1986).", ("US/case/796/F.2d/340",)),
    (
        "US",
        "Hadley v. Baxendale was followed in Smith v. Acme, 12 F. 345 (C.C.D. Mass. 1882).",
        ("US/case/12/F./345",),
    ),
    ("US", "Jones v. Clinton, 990 F. Supp. 657 (E.D. Ark. 1998).", ("US/case/990/F.Supp./657",)),
    (
        "US",
        "In re Enron Corp., 284 F. Supp. 2d 511 (S.D. Tex. 2003).",
        ("US/case/284/F.Supp.2d/511",),
    ),
    (
        "US",
        "Doe v. Uber Techs., Inc., 184 F. Supp. 3d 774 (N.D. Cal. 2016).",
        ("US/case/184/F.Supp.3d/774",),
    ),
    ("US", "Garcia v. Lopez, 452 F. App'x 210 (3d Cir. 2011).", ("US/case/452/F.App'x/210",)),
    ("US", "In re Tronox Inc., 503 B.R. 239 (Bankr. S.D.N.Y. 2013).", ("US/case/503/B.R./239",)),
    ("US", "People v. Anderson, 43 Cal. 3d 1104 (1987).", ("US/case/43/Cal.3d/1104",)),
    ("US", "People v. Sanchez, 63 Cal. 4th 665 (2016).", ("US/case/63/Cal.4th/665",)),
    ("US", "Tarasoff v. Regents, 17 Cal. 3d 425, 551 P.2d 334 (1976).", ("US/case/17/Cal.3d/425",)),
    (
        "US",
        "Palsgraf v. Long Island R.R. Co., 248 N.Y. 339, 162 N.E. 99 (1928).",
        ("US/case/248/N.Y./339",),
    ),
    ("US", "MacPherson v. Buick Motor Co., 217 N.Y. 382 (1916).", ("US/case/217/N.Y./382",)),
    ("US", "Meinhard v. Salmon, 249 N.Y. 458, 164 N.E. 545 (1928).", ("US/case/249/N.Y./458",)),
    ("US", "Smith v. Van Gorkom, 488 A.2d 858 (Del. 1985).", ("US/case/488/A.2d/858",)),
    (
        "US",
        "In re Walt Disney Co. Derivative Litig., 906 A.2d 27 (Del. 2006).",
        ("US/case/906/A.2d/27",),
    ),
    ("US", "Corwin v. KKR Fin. Holdings LLC, 125 A.3d 304 (Del. 2015).", ("US/case/125/A.3d/304",)),
    ("US", "State v. Hunt, 2 N.E.3d 123 (Ohio 2013).", ("US/case/2/N.E.3d/123",)),
    ("US", "Moore v. Lee, 908 N.E.2d 1 (Ill. 2009).", ("US/case/908/N.E.2d/1",)),
    ("US", "Rowland v. Christian, 443 P.2d 561 (Cal. 1968).", ("US/case/443/P.2d/561",)),
    ("US", "State v. Garcia, 200 P.3d 1 (Ariz. 2009).", ("US/case/200/P.3d/1",)),
    ("US", "Harris v. Brown, 112 So. 3d 567 (Fla. 2013).", ("US/case/112/So.3d/567",)),
    ("US", "Wilson v. Reed, 745 So. 2d 1200 (Ala. 1999).", ("US/case/745/So.2d/1200",)),
    ("US", "Taylor v. Hill, 330 S.W.3d 1 (Tex. 2010).", ("US/case/330/S.W.3d/1",)),
    ("US", "Cole v. Gray, 760 S.E.2d 1 (Ga. 2014).", ("US/case/760/S.E.2d/1",)),
    ("US", "Olson v. Beck, 850 N.W.2d 1 (Minn. 2014).", ("US/case/850/N.W.2d/1",)),
    ("US", "Commonwealth v. Reed, 470 Mass. 1 (2014).", ("US/case/470/Mass./1",)),
    (
        "US",
        "Ortiz v. Fibreboard Corp., 527 U.S. 815, 119 S. Ct. 2295 (1999).",
        ("US/case/527/U.S./815",),
    ),
    (
        "US",
        "Lujan v. Defenders of Wildlife, 504 U.S. 555, 560-61 (1992).",
        ("US/case/504/U.S./555",),
    ),
    ("US", "Erie R.R. Co. v. Tompkins, 304 U.S. 64 (1938).", ("US/case/304/U.S./64",)),
    (
        "US",
        "International Shoe Co. v. Washington, 326 U.S. 310, 316 (1945).",
        ("US/case/326/U.S./310",),
    ),
    (
        "US",
        "Hickman v. Taylor, 329 U.S. 495 (1947) protects work product.",
        ("US/case/329/U.S./495",),
    ),
    ("US", "Upjohn Co. v. United States, 449 U.S. 383 (1981).", ("US/case/449/U.S./383",)),
    (
        "US",
        "Strickland v. Washington, 466 U.S. 668, 687 (1984) sets the test.",
        ("US/case/466/U.S./668",),
    ),
    (
        "US",
        "Batson v. Kentucky, 476 U.S. 79 (1986); Terry v. Ohio, 392 U.S. 1 (1968).",
        ("US/case/476/U.S./79", "US/case/392/U.S./1"),
    ),
    (
        "US",
        "Compare Smith v. Jones, 123 F.3d 456 (2d Cir. 1997), with Doe v. Roe, 234 F.3d 567 (5th Cir. 2000).",
        ("US/case/123/F.3d/456", "US/case/234/F.3d/567"),
    ),
    (
        "US",
        "Smith v. Jones, 123 F.3d 456 (2d Cir. 1997). Smith, 123 F.3d at 458.",
        ("US/case/123/F.3d/456", "US/case/123/F.3d/456"),
    ),
    (
        "US",
        "Roe v. Wade, 410 U.S. 113 (1973). Id. at 120.",
        ("US/case/410/U.S./113", "US/case/410/U.S./113"),
    ),
    (
        "US",
        "Miranda v. Arizona, 384 U.S. 436 (1966). Id.",
        ("US/case/384/U.S./436", "US/case/384/U.S./436"),
    ),
    (
        "US",
        "Twombly, 550 U.S. 544 (2007); see Iqbal, 556 U.S. 662 (2009). Id. at 678.",
        ("US/case/550/U.S./544", "US/case/556/U.S./662", "US/case/556/U.S./662"),
    ),
    (
        "US",
        "Jones v. Clinton, 990 F. Supp. 657 (E.D. Ark. 1998). Jones, 990 F. Supp. at 660.",
        ("US/case/990/F.Supp./657", "US/case/990/F.Supp./657"),
    ),
    (
        "US",
        "Celotex Corp. v. Catrett, 477 U.S. 317 (1986). Celotex, 477 U.S. at 323.",
        ("US/case/477/U.S./317", "US/case/477/U.S./317"),
    ),
    (
        "US",
        "Daubert v. Merrell Dow Pharms., Inc., 509 U.S. 579 (1993). Later, Daubert, 509 U.S. at 593.",
        ("US/case/509/U.S./579", "US/case/509/U.S./579"),
    ),
    (
        "US",
        "Roe v. Wade, 410 U.S. 113 (1973). As the Court said in Roe, supra, at 153.",
        ("US/case/410/U.S./113", "US/case/410/U.S./113"),
    ),
    (
        "US",
        "Strickland v. Washington, 466 U.S. 668 (1984). Strickland, supra, controls.",
        ("US/case/466/U.S./668", "US/case/466/U.S./668"),
    ),
    (
        "US",
        "Palsgraf v. Long Island R.R. Co., 248 N.Y. 339 (1928). Palsgraf, supra, at 344.",
        ("US/case/248/N.Y./339", "US/case/248/N.Y./339"),
    ),
    (
        "US",
        "Gonzalez v. Raich, 545 U.S. 1 (2005), and Wickard v. Filburn, 317 U.S. 111 (1942).",
        ("US/case/545/U.S./1", "US/case/317/U.S./111"),
    ),
    (
        "US",
        "Tennessee v. Garner, 471 U.S. 1, 105 S. Ct. 1694, 85 L. Ed. 2d 1 (1985).",
        ("US/case/471/U.S./1",),
    ),
    ("US", "Graham v. Connor, 490 U.S. 386, 396 (1989).", ("US/case/490/U.S./386",)),
    ("US", "Monell v. Dep't of Soc. Servs., 436 U.S. 658 (1978).", ("US/case/436/U.S./658",)),
    ("US", "Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982).", ("US/case/457/U.S./800",)),
    ("US", "Pearson v. Callahan, 555 U.S. 223 (2009).", ("US/case/555/U.S./223",)),
    ("US", "Heck v. Humphrey, 512 U.S. 477 (1994).", ("US/case/512/U.S./477",)),
    ("US", "Citizens United v. FEC, 558 U.S. 310 (2010).", ("US/case/558/U.S./310",)),
    ("US", "Dobbs v. Jackson Women's Health Org., 597 U.S. 215 (2022).", ("US/case/597/U.S./215",)),
    (
        "US",
        "Students for Fair Admissions v. Harvard, 600 U.S. 181 (2023).",
        ("US/case/600/U.S./181",),
    ),
    (
        "US",
        "Mata v. Avianca, Inc., 678 F. Supp. 3d 443 (S.D.N.Y. 2023).",
        ("US/case/678/F.Supp.3d/443",),
    ),
    (
        "US",
        "United States v. Microsoft Corp., 253 F.3d 34 (D.C. Cir. 2001).",
        ("US/case/253/F.3d/34",),
    ),
    (
        "US",
        "Feist Publ'ns, Inc. v. Rural Tel. Serv. Co., 499 U.S. 340 (1991).",
        ("US/case/499/U.S./340",),
    ),
    ("US", "Alice Corp. v. CLS Bank Int'l, 573 U.S. 208 (2014).", ("US/case/573/U.S./208",)),
    ("US", "eBay Inc. v. MercExchange, L.L.C., 547 U.S. 388 (2006).", ("US/case/547/U.S./388",)),
    ("US", "Hamer v. Sidway, 124 N.Y. 538 (1891).", ("US/case/124/N.Y./538",)),
    ("US", "Lucy v. Zehmer, 84 S.E.2d 516 (Va. 1954).", ("US/case/84/S.E.2d/516",)),
    ("US", "Hawkins v. McGee, 146 A. 641 (N.H. 1929).", ("US/case/146/A./641",)),
    ("US", "Jacob & Youngs v. Kent, 230 N.Y. 239 (1921).", ("US/case/230/N.Y./239",)),
    ("US", "Sherwood v. Walker, 33 N.W. 919 (Mich. 1887).", ("US/case/33/N.W./919",)),
]

# --- United States: statutes, regulations, rules -------------------------------------------
_US_STATUTES: list[Row] = [
    ("US", "A claim under 42 U.S.C. § 1983 requires state action.", ("US/USC/42/1983",)),
    (
        "US",
        "Jurisdiction lies under 28 U.S.C. §§ 1331, 1343.",
        ("US/USC/28/1331", "US/USC/28/1343"),
    ),
    ("US", "See 28 U.S.C. § 1332(a) for diversity.", ("US/USC/28/1332(a)",)),
    ("US", "Section 10(b) is codified at 15 U.S.C. § 78j(b).", ("US/USC/15/78j(b)",)),
    ("US", "Title VII, 42 U.S.C. § 2000e-2(a), bars discrimination.", ("US/USC/42/2000e-2(a)",)),
    ("US", "The Sherman Act, 15 U.S.C. § 1, prohibits restraints of trade.", ("US/USC/15/1",)),
    ("US", "Copyright subsists under 17 U.S.C. § 102(a).", ("US/USC/17/102(a)",)),
    ("US", "Fair use is governed by 17 U.S.C. § 107.", ("US/USC/17/107",)),
    ("US", "Patentable subject matter: 35 U.S.C. § 101.", ("US/USC/35/101",)),
    ("US", "The automatic stay, 11 U.S.C. § 362(a), applies.", ("US/USC/11/362(a)",)),
    (
        "US",
        "Removal is under 28 U.S.C. § 1441 and 28 U.S.C. § 1446.",
        ("US/USC/28/1441", "US/USC/28/1446"),
    ),
    ("US", "Fees may be awarded under 42 U.S.C. § 1988.", ("US/USC/42/1988",)),
    ("US", "RICO, 18 U.S.C. §§ 1961-1968, is broad.", ("US/USC/18/1961-1968",)),
    ("US", "Wire fraud is 18 U.S.C. § 1343.", ("US/USC/18/1343",)),
    (
        "US",
        "Under 18 U.S.C. § 1030(a)(2), unauthorized access is a crime.",
        ("US/USC/18/1030(a)(2)",),
    ),
    ("US", "The FAA, 9 U.S.C. § 2, makes arbitration clauses enforceable.", ("US/USC/9/2",)),
    ("US", "See 29 U.S.C. § 1132(a)(1)(B).", ("US/USC/29/1132(a)(1)(B)",)),
    ("US", "Rule 10b-5, 17 C.F.R. § 240.10b-5, prohibits fraud.", ("US/CFR/17/240.10b-5",)),
    ("US", "See 29 C.F.R. § 1630.2(g).", ("US/CFR/29/1630.2(g)",)),
    (
        "US",
        "The HIPAA privacy rule, 45 C.F.R. § 164.502, limits disclosure.",
        ("US/CFR/45/164.502",),
    ),
    ("US", "See 12 C.F.R. § 1026.18 on disclosures.", ("US/CFR/12/1026.18",)),
    ("US", "FDA rules at 21 C.F.R. § 314.50 apply.", ("US/CFR/21/314.50",)),
    ("US", "The complaint was dismissed under Fed. R. Civ. P. 12(b)(6).", ("US/FRCP/12(b)(6)",)),
    ("US", "Summary judgment under Fed. R. Civ. P. 56(a) is proper.", ("US/FRCP/56(a)",)),
    # both rules are cited; this row expected only 23(a) until the rule list was parsed
    (
        "US",
        "Class certification requires Fed. R. Civ. P. 23(a) and 23(b)(3).",
        ("US/FRCP/23(a)", "US/FRCP/23(b)(3)"),
    ),
    ("US", "Expert testimony is governed by Fed. R. Evid. 702.", ("US/FRE/702",)),
    ("US", "Hearsay is defined in Fed. R. Evid. 801(c).", ("US/FRE/801(c)",)),
    ("US", "A plea colloquy under Fed. R. Crim. P. 11 is required.", ("US/FRCRP/11",)),
    ("US", "The notice of appeal deadline is Fed. R. App. P. 4(a)(1)(A).", ("US/FRAP/4(a)(1)(A)",)),
    (
        "US",
        "Under Federal Rule of Civil Procedure 12(b)(6), the court dismissed.",
        ("US/FRCP/12(b)(6)",),
    ),
    ("US", "Federal Rule of Evidence 403 permits exclusion.", ("US/FRE/403",)),
    (
        "US",
        "Rule 26(b)(1) of the Federal Rules of Civil Procedure limits discovery.",
        ("US/FRCP/26(b)(1)",),
    ),
    ("US", "A motion under FRCP 12(b)(1) challenges jurisdiction.", ("US/FRCP/12(b)(1)",)),
    ("US", "The ACA is Pub. L. No. 111-148.", ("US/PL/111-148",)),
    (
        "US",
        "Dodd-Frank, Pub. L. No. 111-203, 124 Stat. 1376 (2010).",
        ("US/PL/111-203", "US/STAT/124/1376"),
    ),
    ("US", "Sarbanes-Oxley, Pub. L. 107-204, was enacted in 2002.", ("US/PL/107-204",)),
    ("US", "See Public Law 117-169.", ("US/PL/117-169",)),
    ("US", "Due process is guaranteed by U.S. Const. amend. XIV.", ("US/CONST/amend14",)),
    ("US", "The Commerce Clause, U.S. Const. art. I, § 8, is broad.", ("US/CONST/art1/s8",)),
    ("US", "Speech is protected by U.S. Const. amend. I.", ("US/CONST/amend1",)),
    (
        "US",
        "Section 1983, 42 U.S.C. § 1983, and Monell v. Dep't of Soc. Servs., 436 U.S. 658 (1978).",
        ("US/USC/42/1983", "US/case/436/U.S./658"),
    ),
    (
        "US",
        "Under 42 U.S.C. § 1983 and Fed. R. Civ. P. 12(b)(6), the claim fails.",
        ("US/USC/42/1983", "US/FRCP/12(b)(6)"),
    ),
]

# --- India --------------------------------------------------------------------------------
_IN_HAND: list[Row] = [
    ("IN", "The accused was charged under Section 420 IPC.", ("IN/IPC/s420",)),
    (
        "IN",
        "Cheating is punishable under section 420 of the Indian Penal Code, 1860.",
        ("IN/IPC/s420",),
    ),
    (
        "IN",
        "Divorce was sought under Section 13(1)(ia) HMA on the ground of cruelty.",
        ("IN/HMA/s13(1)(ia)",),
    ),
    (
        "IN",
        "Murder is punishable under Section 302 of the Indian Penal Code, 1860.",
        ("IN/IPC/s302",),
    ),
    ("IN", "He was convicted under Sections 302 and 34 IPC.", ("IN/IPC/s302", "IN/IPC/s34")),
    ("IN", "The charge under s. 420 IPC was framed.", ("IN/IPC/s420",)),
    ("IN", "An injunction under Order XXXIX Rule 1 CPC was granted.", ("IN/CPC/o39r1",)),
    (
        "IN",
        "Order XXXIX Rules 1 and 2 CPC govern temporary injunctions.",
        ("IN/CPC/o39r1", "IN/CPC/o39r2"),
    ),
    ("IN", "Order 7 Rule 11 CPC allows rejection of a plaint.", ("IN/CPC/o7r11",)),
    (
        "IN",
        "Order VII Rule 11 of the Code of Civil Procedure, 1908 was invoked.",
        ("IN/CPC/o7r11",),
    ),
    ("IN", "Article 21 of the Constitution protects life and personal liberty.", ("IN/CONST/a21",)),
    (
        "IN",
        "Articles 14 and 21 of the Constitution of India were invoked.",
        ("IN/CONST/a14", "IN/CONST/a21"),
    ),
    ("IN", "Article 32 of the Constitution is itself a fundamental right.", ("IN/CONST/a32",)),
    ("IN", "A writ under Article 226 of the Constitution lies.", ("IN/CONST/a226",)),
    ("IN", "Article 19(1)(a) of the Constitution guarantees free speech.", ("IN/CONST/a19(1)(a)",)),
    ("IN", "See AIR 2023 SC 1234.", ("IN/AIR/2023/SC/1234",)),
    (
        "IN",
        "Kesavananda Bharati v. State of Kerala, AIR 1973 SC 1461, laid down the basic structure.",
        ("IN/AIR/1973/SC/1461",),
    ),
    ("IN", "Maneka Gandhi v. Union of India, AIR 1978 SC 597.", ("IN/AIR/1978/SC/597",)),
    ("IN", "The Bombay High Court in AIR 1990 Bom 123 held so.", ("IN/AIR/1990/Bom/123",)),
    ("IN", "Justice K.S. Puttaswamy v. Union of India, (2017) 10 SCC 1.", ("IN/SCC/2017/10/1",)),
    (
        "IN",
        "Arnesh Kumar v. State of Bihar, (2014) 8 SCC 273, limits arrests.",
        ("IN/SCC/2014/8/273",),
    ),
    ("IN", "See (2023) 5 SCC 678.", ("IN/SCC/2023/5/678",)),
    (
        "IN",
        "Lalita Kumari v. Govt. of U.P., (2014) 2 SCC 1, made FIR registration mandatory.",
        ("IN/SCC/2014/2/1",),
    ),
    ("IN", "The ruling is reported as 2023 SCC OnLine SC 890.", ("IN/SCCOnLine/2023/SC/890",)),
    ("IN", "See 2022 SCC OnLine Del 1234.", ("IN/SCCOnLine/2022/Del/1234",)),
    ("IN", "The judgment is 2024 INSC 123.", ("IN/INSC/2024/123",)),
    ("IN", "The rules were notified by GSR 1234(E).", ("IN/GSR/1234(E)",)),
    ("IN", "Notification G.S.R. 567(E) dated 25 February 2021 applies.", ("IN/GSR/567(E)",)),
    ("IN", "The Ministry issued S.O. 123(E).", ("IN/SO/123(E)",)),
    ("IN", "The commencement notification S.O. 850(E) fixed the date.", ("IN/SO/850(E)",)),
    ("IN", "The RBI circular RBI/2023-24/45 sets the norms.", ("IN/RBI/2023-24/45",)),
    ("IN", "See Master Direction RBI/2016-17/29.", ("IN/RBI/2016-17/29",)),
    ("IN", "Murder is now punishable under Section 103 BNS.", ("IN/BNS/s103",)),
    ("IN", "Section 103 of the Bharatiya Nyaya Sanhita, 2023 punishes murder.", ("IN/BNS/s103",)),
    ("IN", "Cheating falls under Section 318(4) BNS.", ("IN/BNS/s318(4)",)),
    ("IN", "An FIR is registered under Section 173 BNSS.", ("IN/BNSS/s173",)),
    (
        "IN",
        "Anticipatory bail is under Section 482 of the Bharatiya Nagarik Suraksha Sanhita, 2023.",
        ("IN/BNSS/s482",),
    ),
    ("IN", "Electronic records are admissible under Section 63 BSA.", ("IN/BSA/s63",)),
    (
        "IN",
        "Section 63 of the Bharatiya Sakshya Adhiniyam, 2023 replaced Section 65B.",
        ("IN/BSA/s63",),
    ),
    ("IN", "Anticipatory bail under Section 438 CrPC was refused.", ("IN/CRPC/s438",)),
    ("IN", "Section 438 Cr.P.C. permits anticipatory bail.", ("IN/CRPC/s438",)),
    (
        "IN",
        "An FIR under Section 154 of the Code of Criminal Procedure, 1973 was lodged.",
        ("IN/CRPC/s154",),
    ),
    (
        "IN",
        "A certificate under Section 65B of the Indian Evidence Act, 1872 is mandatory.",
        ("IN/IEA/s65B",),
    ),
    ("IN", "Section 65B IEA governs electronic evidence.", ("IN/IEA/s65B",)),
    ("IN", "Section 65B of the Evidence Act was considered.", ("IN/IEA/s65B",)),
    ("IN", "Section 498A IPC deals with cruelty by husband.", ("IN/IPC/s498A",)),
    ("IN", "He was booked u/s 302/34 IPC.", ("IN/IPC/s302", "IN/IPC/s34")),
    ("IN", "Section 302 read with Section 34 IPC was charged.", ("IN/IPC/s302", "IN/IPC/s34")),
    ("IN", "IPC Section 376 was invoked.", ("IN/IPC/s376",)),
    ("IN", "Sections 406, 420 and 120B IPC apply.", ("IN/IPC/s406", "IN/IPC/s420", "IN/IPC/s120B")),
    (
        "IN",
        "Section 138 of the Negotiable Instruments Act, 1881 covers cheque bounce.",
        ("IN/NIA/s138",),
    ),
    ("IN", "A complaint under Section 138 NI Act was filed.", ("IN/NIA/s138",)),
    (
        "IN",
        "Section 66A of the Information Technology Act, 2000 was struck down.",
        ("IN/ITA2000/s66A",),
    ),
    ("IN", "Section 10 of the Indian Contract Act, 1872 defines valid contracts.", ("IN/ICA/s10",)),
    (
        "IN",
        "Section 34 of the Arbitration and Conciliation Act, 1996 allows challenge.",
        ("IN/ACA/s34",),
    ),
    ("IN", "Section 9 of the Hindu Marriage Act, 1955 provides restitution.", ("IN/HMA/s9",)),
    ("IN", "Section 37 of the NDPS Act restricts bail.", ("IN/NDPS/s37",)),
    ("IN", "Section 4 of the POCSO Act prescribes punishment.", ("IN/POCSO/s4",)),
    ("IN", "Section 9 of the Code of Civil Procedure, 1908 confers jurisdiction.", ("IN/CPC/s9",)),
    ("IN", "Section 5 of the Limitation Act, 1963 allows condonation.", ("IN/LA1963/s5",)),
    ("IN", "Section 2(d) of the Consumer Protection Act, 2019 was read.", ("IN/CPA2019/s2(d)",)),
    ("IN", "Section 6 of the Right to Information Act, 2005 governs requests.", ("IN/RTI/s6",)),
    (
        "IN",
        "Section 125 CrPC provides maintenance; it is now Section 144 BNSS.",
        ("IN/CRPC/s125", "IN/BNSS/s144"),
    ),
    ("IN", "formerly Section 302 IPC, now Section 103 BNS", ("IN/IPC/s302", "IN/BNS/s103")),
    ("IN", "Section 41A Cr.P.C. requires a notice of appearance.", ("IN/CRPC/s41A",)),
    (
        "IN",
        "Section 27 of the Indian Evidence Act, 1872 admits discovery statements.",
        ("IN/IEA/s27",),
    ),
    ("IN", "Under Section 166A of the IPC, a public servant is liable.", ("IN/IPC/s166A",)),
    (
        "IN",
        "Section 85 of the Bharatiya Nyaya Sanhita, 2023 replaces Section 498A IPC.",
        ("IN/BNS/s85", "IN/IPC/s498A"),
    ),
    ("IN", "Section 4 of the Dowry Prohibition Act, 1961 penalises demands.", ("IN/DPA1961/s4",)),
    ("IN", "Section 11 of the Specific Relief Act, 1963 applies.", ("IN/SRA/s11",)),
    (
        "IN",
        "Section 53A of the Transfer of Property Act, 1882 protects part performance.",
        ("IN/TPA/s53A",),
    ),
]

_IN_TEMPLATES = [
    "He was charged under Section {n} IPC.",
    "The offence falls within section {n} of the Indian Penal Code, 1860.",
    "Section {n} of the IPC was applied.",
]
_IN_SECTIONS = [
    "323",
    "324",
    "325",
    "354",
    "363",
    "364A",
    "379",
    "380",
    "392",
    "395",
    "397",
    "406",
    "409",
    "447",
    "452",
    "467",
    "468",
    "471",
    "504",
    "506",
]
_BNS_TEMPLATES = [
    "The offence is now under Section {n} BNS.",
    "Section {n} of the Bharatiya Nyaya Sanhita, 2023 applies.",
]
_BNS_SECTIONS = [
    "64",
    "85",
    "86",
    "101",
    "105",
    "109",
    "115",
    "118",
    "303",
    "309",
    "316",
    "318",
    "351",
]
_CRPC_TEMPLATES = [
    "The court acted under Section {n} CrPC.",
    "Section {n} of the Cr.P.C. was invoked.",
]
_CRPC_SECTIONS = ["41", "161", "164", "167", "173", "197", "313", "319", "401", "437", "439", "482"]
_BNSS_TEMPLATES = ["The court acted under Section {n} BNSS."]
_BNSS_SECTIONS = ["35", "180", "183", "187", "193", "218", "351", "358", "438", "480", "483", "528"]

_IN_EXPANDED: list[Row] = (
    [("IN", t.format(n=n), (f"IN/IPC/s{n}",)) for n in _IN_SECTIONS for t in _IN_TEMPLATES]
    + [("IN", t.format(n=n), (f"IN/BNS/s{n}",)) for n in _BNS_SECTIONS for t in _BNS_TEMPLATES]
    + [("IN", t.format(n=n), (f"IN/CRPC/s{n}",)) for n in _CRPC_SECTIONS for t in _CRPC_TEMPLATES]
    + [("IN", t.format(n=n), (f"IN/BNSS/s{n}",)) for n in _BNSS_SECTIONS for t in _BNSS_TEMPLATES]
)

# --- United Kingdom -------------------------------------------------------------------------
_UK: list[Row] = [
    ("UK", "The Supreme Court decided [2019] UKSC 41 on prorogation.", ("UK/UKSC/2019/41",)),
    (
        "UK",
        "Donoghue v Stevenson [1932] AC 562 established the neighbour principle.",
        ("UK/AC/1932/562",),
    ),
    ("UK", "See [2001] EWCA Civ 1234.", ("UK/EWCA/Civ/2001/1234",)),
    ("UK", "R v Jogee [2016] UKSC 8 corrected the law.", ("UK/UKSC/2016/8",)),
    (
        "UK",
        "Ivey v Genting Casinos [2017] UKSC 67 changed the dishonesty test.",
        ("UK/UKSC/2017/67",),
    ),
    ("UK", "Montgomery v Lanarkshire Health Board [2015] UKSC 11.", ("UK/UKSC/2015/11",)),
    ("UK", "Caparo Industries plc v Dickman [1990] 2 AC 605.", ("UK/AC/1990/2/605",)),
    (
        "UK",
        "Hedley Byrne v Heller [1964] AC 465 concerned negligent misstatement.",
        ("UK/AC/1964/465",),
    ),
    ("UK", "Pepper v Hart [1993] AC 593 allowed Hansard.", ("UK/AC/1993/593",)),
    ("UK", "R v Brown [1994] 1 AC 212.", ("UK/AC/1994/1/212",)),
    ("UK", "Carlill v Carbolic Smoke Ball Co [1893] 1 QB 256.", ("UK/QB/1893/1/256",)),
    ("UK", "Salomon v A Salomon & Co Ltd [1897] AC 22.", ("UK/AC/1897/22",)),
    ("UK", "Williams v Roffey Bros [1991] 1 QB 1.", ("UK/QB/1991/1/1",)),
    ("UK", "Central London Property Trust v High Trees House [1947] KB 130.", ("UK/KB/1947/130",)),
    ("UK", "Re Spectrum Plus Ltd [2005] UKHL 41.", ("UK/UKHL/2005/41",)),
    ("UK", "Chester v Afshar [2004] UKHL 41 on consent.", ("UK/UKHL/2004/41",)),
    ("UK", "Arnold v Britton [2015] UKSC 36 on interpretation.", ("UK/UKSC/2015/36",)),
    ("UK", "R (Miller) v Secretary of State [2017] UKSC 5.", ("UK/UKSC/2017/5",)),
    ("UK", "R v Smith [2019] EWCA Crim 1151.", ("UK/EWCA/Crim/2019/1151",)),
    ("UK", "The High Court in [2020] EWHC 1234 (Ch) agreed.", ("UK/EWHC/2020/1234/Ch",)),
    ("UK", "See [2018] EWHC 2155 (Admin).", ("UK/EWHC/2018/2155/Admin",)),
    ("UK", "Reported at [1998] 1 WLR 896.", ("UK/WLR/1998/1/896",)),
    ("UK", "Reported at [2000] 2 All ER 1.", ("UK/AllER/2000/2/1",)),
    (
        "UK",
        "Investors Compensation Scheme v West Bromwich [1998] 1 WLR 896.",
        ("UK/WLR/1998/1/896",),
    ),
    ("UK", "Makdessi v Cavendish [2015] UKSC 67 reformed penalties.", ("UK/UKSC/2015/67",)),
    ("UK", "Rock Advertising v MWB [2018] UKSC 24.", ("UK/UKSC/2018/24",)),
    (
        "UK",
        "Section 2 of the Human Rights Act 1998 requires courts to take account of Strasbourg.",
        ("UK/HRA1998/s2",),
    ),
    (
        "UK",
        "Under section 3 of the Human Rights Act 1998 legislation is read compatibly.",
        ("UK/HRA1998/s3",),
    ),
    ("UK", "Section 6 of the HRA 1998 binds public authorities.", ("UK/HRA1998/s6",)),
    ("UK", "Section 172 of the Companies Act 2006 sets directors' duties.", ("UK/CA2006/s172",)),
    (
        "UK",
        "Section 994 of the Companies Act 2006 allows unfair prejudice petitions.",
        ("UK/CA2006/s994",),
    ),
    (
        "UK",
        "Section 13 of the Equality Act 2010 defines direct discrimination.",
        ("UK/EA2010/s13",),
    ),
    ("UK", "Section 14 of the Sale of Goods Act 1979 implies quality terms.", ("UK/SGA1979/s14",)),
    (
        "UK",
        "Section 2 of the Unfair Contract Terms Act 1977 limits exclusions.",
        ("UK/UCTA1977/s2",),
    ),
    ("UK", "Section 1 of the Theft Act 1968 defines theft.", ("UK/TA1968/s1",)),
    ("UK", "Section 2(1) of the Misrepresentation Act 1967 gives damages.", ("UK/MA1967/s2(1)",)),
    ("UK", "Section 170 of the Data Protection Act 2018 creates an offence.", ("UK/DPA2018/s170",)),
    ("UK", "Section 62 of the Consumer Rights Act 2015 tests fairness.", ("UK/CRA2015/s62",)),
    ("UK", "Section 1 of the Fraud Act 2006 creates the offence.", ("UK/FraudAct2006/s1",)),
    (
        "UK",
        "Section 47 of the Offences Against the Person Act 1861 applies.",
        ("UK/OffencesAgainstPersonAct1861/s47",),
    ),
    ("UK", "Section 5 of the Limitation Act 1980 sets six years.", ("UK/LimitationAct1980/s5",)),
    (
        "UK",
        "Section 1 of the Bribery Act 2010 and [2019] UKSC 41.",
        ("UK/BriberyAct2010/s1", "UK/UKSC/2019/41"),
    ),
]

# --- European Union -------------------------------------------------------------------------
_EU: list[Row] = [
    (
        "EU",
        "Google Spain, Case C-131/12, recognised a right to be forgotten.",
        ("EU/case/C-131/12",),
    ),
    ("EU", "The judgment ECLI:EU:C:2014:317 concerned delisting.", ("ECLI:EU:C:2014:317",)),
    ("EU", "Schrems II, Case C-311/18, invalidated the Privacy Shield.", ("EU/case/C-311/18",)),
    ("EU", "See ECLI:EU:C:2020:559.", ("ECLI:EU:C:2020:559",)),
    (
        "EU",
        "Joined Cases C-92/09 and C-93/09 concerned publication of subsidies.",
        ("EU/case/C-92/09", "EU/case/C-93/09"),
    ),
    ("EU", "The General Court in Case T-201/04 fined Microsoft.", ("EU/case/T-201/04",)),
    ("EU", "Costa v ENEL, Case 6/64, is not in this format.", ()),
    ("EU", "The GDPR is Regulation (EU) 2016/679.", ("EU/REG/2016/679",)),
    ("EU", "Regulation (EU) 2022/2065 is the Digital Services Act.", ("EU/REG/2022/2065",)),
    ("EU", "REACH is Regulation (EC) No 1907/2006.", ("EU/REG/2006/1907",)),
    (
        "EU",
        "Brussels I recast, Regulation (EU) No 1215/2012, governs jurisdiction.",
        ("EU/REG/2012/1215",),
    ),
    ("EU", "Directive 95/46/EC was repealed by the GDPR.", ("EU/DIR/1995/46",)),
    (
        "EU",
        "The copyright directive, Directive (EU) 2019/790, added Article 17 duties.",
        ("EU/DIR/2019/790",),
    ),
    ("EU", "Directive 2001/29/EC harmonised copyright.", ("EU/DIR/2001/29",)),
    ("EU", "Directive 93/13/EEC covers unfair terms.", ("EU/DIR/1993/13",)),
    ("EU", "Directive (EU) 2016/680 covers law enforcement data.", ("EU/DIR/2016/680",)),
    ("EU", "Article 17 GDPR provides the right to erasure.", ("EU/REG/2016/679/a17",)),
    ("EU", "Processing may rest on Article 6(1)(f) of the GDPR.", ("EU/REG/2016/679/a6(1)(f)",)),
    ("EU", "Article 21 of the GDPR gives a right to object.", ("EU/REG/2016/679/a21",)),
    ("EU", "Article 9 GDPR restricts special categories.", ("EU/REG/2016/679/a9",)),
    (
        "EU",
        "Articles 13 and 14 GDPR require notices.",
        ("EU/REG/2016/679/a13", "EU/REG/2016/679/a14"),
    ),
    ("EU", "Article 83(5) GDPR sets fines of up to 4%.", ("EU/REG/2016/679/a83(5)",)),
    ("EU", "Art. 28 GDPR governs processors.", ("EU/REG/2016/679/a28",)),
    ("EU", "Article 17 of Regulation (EU) 2016/679 applies.", ("EU/REG/2016/679/a17",)),
    ("EU", "Article 101 TFEU prohibits cartels.", ("EU/TFEU/a101",)),
    ("EU", "Article 102 TFEU prohibits abuse of dominance.", ("EU/TFEU/a102",)),
    ("EU", "Article 267 TFEU allows references.", ("EU/TFEU/a267",)),
    ("EU", "Article 6 TEU refers to the Charter.", ("EU/TEU/a6",)),
    ("EU", "Article 5 of the AI Act bans some practices.", ("EU/REG/2024/1689/a5",)),
    ("EU", "Article 16 DSA requires notice and action.", ("EU/REG/2022/2065/a16",)),
    ("EU", "Article 3 of Directive 95/46/EC set the scope.", ("EU/DIR/1995/46/a3",)),
    (
        "EU",
        "Case C-131/12 (ECLI:EU:C:2014:317) and Article 17 GDPR.",
        ("EU/case/C-131/12", "ECLI:EU:C:2014:317", "EU/REG/2016/679/a17"),
    ),
]

# --- Negative rows: none of these is a citation ---------------------------------------------
_NEGATIVE: list[Row] = [
    ("IN", "Turn left at the next section of the road.", ()),
    ("IN", "Section 5 of the Agreement sets the price.", ()),
    ("IN", "Clause 4.2 and section 7 of this contract apply.", ()),
    ("IN", "The meeting is on 21 March 2023 at 10:30.", ()),
    ("IN", "The fine was Rs. 5,00,000 and 2 lakh more.", ()),
    ("IN", "Article 21 of the contract deals with termination.", ()),
    ("IN", "He read article 5 of the newspaper.", ()),
    ("IN", "Order 66 was given in the film.", ()),
    ("IN", "The plot measures 302 by 34 feet.", ()),
    ("IN", "Sector 62, Noida is the address.", ()),
    ("IN", "Room 420 IPC building? No: Room 420 in block B.", ()),
    ("US", "The price was $1,983.42 on 12/06/2021.", ()),
    ("US", "She scored 410 out of 500 in 1973.", ()),
    ("US", "Page 12 of 45 was missing.", ()),
    ("US", "The company earned USD 1,250,000 in fiscal 2020.", ()),
    ("US", "Call 555 123 4567 after 5 p.m.", ()),
    ("US", "The statute requires notice within 30 days.", ()),
    ("US", "Rule 12 of the club forbids pets.", ()),
    ("US", "Chapter 11 of the novel is long.", ()),
    ("US", "On 3 March 2020, 42 employees left.", ()),
    ("US", "See the discussion above; id est, the point stands.", ()),
    ("UK", "Section 2 of the report is short.", ()),
    ("UK", "The 2019 annual report, page 41.", ()),
    ("UK", "[2019] was a good year; UK sales rose 41%.", ()),
    ("UK", "He lives at 562 AC Road.", ()),
    ("EU", "Article 6 of the policy allows refunds.", ()),
    ("EU", "Case study 131/12 was inconclusive.", ()),
    ("EU", "The regulation took effect in 2016; see item 679.", ()),
    ("EU", "The directive was adopted in 1995.", ()),
    ("EU", "The model C-3PO is fictional.", ()),
    ("US", "Patents: FR 9739191.6 30-Apr-09; US 12/432,845 30-Apr-09; US 14/700,669 30-Apr-15.", ()),
    ("US", "Application US 15564161 3-Oct-17 is pending.", ()),
    ("IN", "Article 5.1 of this Agreement and Section 12.3 hereof survive termination.", ()),
    ("UK", "Clause 2 of Schedule 1 to the Agreement applies.", ()),
]

# --- Mixed, answer-like sentences (written after the grammar, as a hold-out check) ------------
_MIXED: list[Row] = [
    (
        "IN",
        "The Supreme Court in Arnesh Kumar v. State of Bihar, (2014) 8 SCC 273 held that arrests under Section 498-A IPC must satisfy Section 41 CrPC.",
        ("IN/SCC/2014/8/273", "IN/IPC/s498A", "IN/CRPC/s41"),
    ),
    ("IN", "Under S. 138 of the N.I. Act, the drawer is liable.", ("IN/NIA/s138",)),
    ("IN", "Sec. 302 IPC prescribes death or life imprisonment.", ("IN/IPC/s302",)),
    (
        "IN",
        "Sections 107 to 110 CrPC deal with security proceedings.",
        ("IN/CRPC/s107", "IN/CRPC/s108", "IN/CRPC/s109", "IN/CRPC/s110"),
    ),
    (
        "IN",
        "The High Court exercised its inherent powers under Section 482 of the Cr.P.C.",
        ("IN/CRPC/s482",),
    ),
    ("IN", "Section 3(5) BNS now contains common intention.", ("IN/BNS/s3(5)",)),
    ("IN", "Bail was granted under Section 483 of BNSS.", ("IN/BNSS/s483",)),
    (
        "IN",
        "Under section 24 of the Hindu Marriage Act, 1955, maintenance pendente lite may be awarded.",
        ("IN/HMA/s24",),
    ),
    (
        "IN",
        "Article 14 and Article 21 of the Constitution form the golden triangle with Article 19.",
        ("IN/CONST/a14", "IN/CONST/a21"),
    ),
    (
        "IN",
        "State of Maharashtra v. Praful B. Desai, AIR 2003 SC 2053, allowed video evidence.",
        ("IN/AIR/2003/SC/2053",),
    ),
    (
        "IN",
        "Anvar P.V. v. P.K. Basheer, (2014) 10 SCC 473, requires a certificate under Section 65-B of the Evidence Act.",
        ("IN/SCC/2014/10/473", "IN/IEA/s65B"),
    ),
    ("IN", "Notification No. G.S.R. 1234(E) was published on 2 May 2023.", ("IN/GSR/1234(E)",)),
    ("IN", "Vide S.O. 3901(E), the Central Government notified the date.", ("IN/SO/3901(E)",)),
    (
        "IN",
        "Under Order XXI Rule 97 of the CPC, obstruction can be adjudicated.",
        ("IN/CPC/o21r97",),
    ),
    (
        "IN",
        "See Section 156(3) Cr.P.C. and Section 200 Cr.P.C.",
        ("IN/CRPC/s156(3)", "IN/CRPC/s200"),
    ),
    (
        "IN",
        "An offence under Sections 376(2)(n) and 506 IPC was alleged.",
        ("IN/IPC/s376(2)(n)", "IN/IPC/s506"),
    ),
    ("US", "Under Twombly, 550 U.S. at 570, a claim must be plausible.", ("US/case/550/U.S./?",)),
    (
        "US",
        "See, e.g., Morrison v. Nat'l Austl. Bank Ltd., 561 U.S. 247, 255 (2010).",
        ("US/case/561/U.S./247",),
    ),
    (
        "US",
        "The Second Circuit agreed. Kiobel v. Royal Dutch Petroleum Co., 621 F.3d 111, 120 (2d Cir. 2010), aff'd, 569 U.S. 108 (2013).",
        ("US/case/621/F.3d/111", "US/case/569/U.S./108"),
    ),
    (
        "US",
        "15 U.S.C. §§ 78j(b) and 78t(a) create liability.",
        ("US/USC/15/78j(b)", "US/USC/15/78t(a)"),
    ),
    ("US", "Plaintiffs sued under 42 USC 1983.", ("US/USC/42/1983",)),
    (
        "US",
        "Defendants moved to dismiss under Rule 12(b)(6) of the Federal Rules of Civil Procedure.",
        ("US/FRCP/12(b)(6)",),
    ),
    ("US", "See Fed.R.Civ.P. 56(c).", ("US/FRCP/56(c)",)),
    ("US", "The regulation, 40 C.F.R. Part 60, sets standards.", ("US/CFR/40/60",)),
    ("US", "In re Marriage of Bonds, 24 Cal. 4th 1, 5 P.3d 815 (2000).", ("US/case/24/Cal.4th/1",)),
    (
        "US",
        "Ward v. Rock Against Racism, 491 U.S. 781, 791, 109 S. Ct. 2746, 105 L. Ed. 2d 661 (1989).",
        ("US/case/491/U.S./781",),
    ),
    (
        "US",
        "The Court cited Bivens v. Six Unknown Named Agents, 403 U.S. 388 (1971), and Id. at 397.",
        ("US/case/403/U.S./388", "US/case/403/U.S./388"),
    ),
    ("US", "Nothing in 28 U.S.C. § 2254(d)(1) permits that.", ("US/USC/28/2254(d)(1)",)),
    (
        "UK",
        "In R v Adomako [1995] 1 AC 171 the House of Lords defined gross negligence manslaughter.",
        ("UK/AC/1995/1/171",),
    ),
    (
        "UK",
        "See Radmacher v Granatino [2010] UKSC 42, [2011] 1 AC 534.",
        ("UK/UKSC/2010/42", "UK/AC/2011/1/534"),
    ),
    (
        "UK",
        "Under s. 3 of the Human Rights Act 1998, courts must read legislation compatibly.",
        ("UK/HRA1998/s3",),
    ),
    (
        "UK",
        "Sections 1 and 2 of the Theft Act 1968 define theft and dishonesty.",
        ("UK/TA1968/s1", "UK/TA1968/s2"),
    ),
    ("UK", "FHR European Ventures v Cedar Capital [2014] UKSC 45 on bribes.", ("UK/UKSC/2014/45",)),
    ("UK", "The Court of Appeal in [2021] EWCA Civ 1123 reversed.", ("UK/EWCA/Civ/2021/1123",)),
    ("UK", "[2022] EWHC 2345 (Comm) applied the test.", ("UK/EWHC/2022/2345/Comm",)),
    ("EU", "Under Art. 6(1)(a) GDPR consent must be freely given.", ("EU/REG/2016/679/a6(1)(a)",)),
    (
        "EU",
        "Articles 44 to 49 GDPR govern transfers.",
        tuple(f"EU/REG/2016/679/a{n}" for n in range(44, 50)),
    ),
    (
        "EU",
        "The CJEU in Case C-311/18 Facebook Ireland and Schrems, ECLI:EU:C:2020:559, struck down the Privacy Shield.",
        ("EU/case/C-311/18", "ECLI:EU:C:2020:559"),
    ),
    ("EU", "Commission Regulation (EU) No 651/2014 is the block exemption.", ("EU/REG/2014/651",)),
    ("EU", "Council Directive 85/374/EEC governs product liability.", ("EU/DIR/1985/374",)),
    ("EU", "Article 82 of the GDPR gives a right to compensation.", ("EU/REG/2016/679/a82",)),
    (
        "EU",
        "Article 47 of the Charter of Fundamental Rights guarantees an effective remedy.",
        ("EU/CFR/a47",),
    ),
    ("IN", "The 2019 amendment took effect on 1 August 2019 and the fine is Rs 10,000.", ()),
    ("US", "In 2019, 35 states adopted the rule; 12 did not.", ()),
    ("UK", "Section 3 of our terms and conditions applies.", ()),
    ("EU", "Article 5 of the shareholders' agreement was amended.", ()),
]

TABLE: list[Row] = (
    _US_CASES + _US_STATUTES + _IN_HAND + _IN_EXPANDED + _UK + _EU + _MIXED + _NEGATIVE
)


def citation_strings() -> int:
    """Number of expected citation strings in the table (negative rows count zero)."""
    return sum(len(keys) for _, _, keys in TABLE)
