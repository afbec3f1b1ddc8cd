import type { ReporterText } from './text-en';

// Every word a TrustLink reporter reads, in Welsh (Cymraeg): the same keys as text-en.ts.

export const cy: ReporterText = {
  language: {
    name: 'Cymraeg',
    switchLabel: 'Iaith',
    switched: "Mae'r dudalen yn Gymraeg nawr.",
  },
  pages: {
    trustLink1: {
      title: 'TrustLink: codi llais yn ddiogel',
      description:
        'Codwch bryder neu rhannwch adborth yn gyfrinachol, yn ddienw os dymunwch, a dilynwch eich achos gydag ID rhyngweithiad a PIN.',
    },
    trustLink2: {
      title: 'TrustLink ar-lein: adrodd yn gyfrinachol',
      description:
        "Sianel ar-lein TrustLink: cyflwynwch ryngweithiad newydd, neu dilynwch un sy'n bodoli gyda'ch ID rhyngweithiad a'ch PIN, ddydd neu nos.",
    },
    submit: {
      title: 'Cyflwyno rhyngweithiad newydd',
      description:
        'Dywedwch wrth TrustLink beth ddigwyddodd, yn gyfrinachol. Mae enwau ac e-bost yn ddewisol, ac nid ydym byth yn cofnodi eich cyfeiriad IP.',
    },
  },
  landing: {
    trustLink1: {
      hero: {
        eyebrow: 'TrustLink',
        title: 'Croeso i TrustLink:',
        titleAccent: 'codi llais yn ddiogel',
        lead: "Codwch bryder, rhowch wybod am gamymddwyn neu rhannwch adborth â ni yn gyfrinachol. Chi sy'n dewis PIN, rydym ni'n rhoi ID rhyngweithiad i chi, a gyda'i gilydd maen nhw'n gadael i chi ddilyn eich achos heb ddatgelu pwy ydych chi o gwbl.",
      },
      channels: {
        title: 'Dwy ffordd o gysylltu â TrustLink',
        lead: 'Ffoniwch linell TrustLink yn ystod oriau busnes, neu defnyddiwch y sianel ar-lein unrhyw bryd.',
        onlineText: 'Cyflwynwch a dilynwch ar-lein, ddydd neu nos, o unrhyw ddyfais.',
      },
    },
    trustLink2: {
      hero: {
        eyebrow: 'TrustLink ar-lein',
        title: 'Croeso i TrustLink ar-lein:',
        titleAccent: 'adrodd yn gyfrinachol',
        lead: "Mae sianel ar-lein TrustLink ar agor ddydd a nos. Cyflwynwch ryngweithiad newydd mewn ychydig funudau, neu dilynwch un rydych chi eisoes wedi'i wneud gyda'ch ID rhyngweithiad a'ch PIN.",
      },
      channels: {
        title: 'Gwell gennych siarad?',
        lead: "Mae'r sianel ar-lein a llinell TrustLink yn arwain at yr un swyddogion achos a'r un amddiffyniadau.",
        onlineText:
          'Rydych chi ar y sianel ar-lein: rhowch nod tudalen ar y dudalen hon er mwyn dod yn ôl.',
      },
    },
    submitButton: 'Cyflwyno rhyngweithiad newydd',
    heroNote:
      'Yn ddienw os dymunwch. Nid gwasanaeth brys yw hwn: os oes rhywun mewn perygl, ffoniwch 999 neu 112.',
    notices: {
      title: 'Cyn i chi ddechrau',
      lead: "Beth ddylai pawb sy'n adrodd ei wybod, mewn geiriau plaen.",
      emergency: {
        title: 'Nid gwasanaeth brys',
        text: 'Nid yw TrustLink yn cael ei fonitro 24 awr y dydd. Os yw rhywun mewn perygl uniongyrchol, ffoniwch y gwasanaethau brys ar 999 neu 112.',
      },
      retaliation: {
        title: "Mae dial wedi'i wahardd",
        text: "Ni chaiff neb ei ddiswyddo, ei israddio, ei fygwth na'i drin yn annheg am godi pryder yn ddidwyll. Mae dial ynddo'i hun yn dor-rheol y gellir rhoi gwybod amdano.",
      },
      comeBack: {
        title: 'Dewch yn ôl o fewn {days} diwrnod gwaith',
        text: "Mewngofnodwch gyda'ch ID rhyngweithiad a'ch PIN o fewn {days} diwrnod gwaith ar ôl cyflwyno: efallai y bydd cwestiynau gennym na all neb ond chi eu hateb.",
      },
      lostKeys: {
        title: 'Ni allwn adfer ID neu PIN a gollwyd',
        text: "Dim ond fel stwnsh unffordd y caiff eich PIN ei gadw, ac nid yw eich ID byth yn cael ei gysylltu â chi. Os byddwch yn colli'r naill neu'r llall, ni allwn ei ailosod na'i adfer: byddai angen i chi gyflwyno rhyngweithiad newydd.",
      },
      retention: { title: 'Am ba hyd rydym yn cadw eich adroddiad' },
    },
    nextSteps: {
      title: "Beth sy'n digwydd nesaf",
      lead: "Ar ôl i chi gyflwyno, mae eich rhyngweithiad yn mynd yn syth at swyddog achos hyfforddedig, byth at y bobl y mae'n ymwneud â nhw.",
      items: [
        "Byddwch yn cael ID rhyngweithiad 16 digid ar y sgrin. Cadwch hwn gyda'r PIN a ddewisoch, neu lawrlwythwch y dderbynneb.",
        "Bydd swyddog achos yn cydnabod eich rhyngweithiad o fewn 7 diwrnod i'w dderbyn.",
        "Efallai y bydd yn gofyn cwestiynau i chi drwy TrustLink: mewngofnodwch gyda'ch ID a'ch PIN i'w darllen a'u hateb.",
        "Byddwch yn cael gwybod beth yw'r canlyniad o fewn 3 mis i'r gydnabyddiaeth, a gallwch ddilyn y statws unrhyw bryd.",
      ],
    },
    process: {
      title: 'Pedwar cam, o bryder i ganlyniad',
      lead: "Mae'r un broses yn berthnasol p'un a ydych yn rhoi eich enw neu'n aros yn ddienw.",
      stepLabel: 'Cam',
      steps: [
        {
          title: 'Cyflwyno',
          text: 'Disgrifiwch beth ddigwyddodd, ble a phwy oedd yn rhan ohono, ac atodwch un ffeil fel tystiolaeth os oes gennych un.',
        },
        {
          title: "Cadw eich ID a'ch PIN",
          text: "Eich ID rhyngweithiad a'r PIN a ddewisoch yw'r unig allweddi i'ch achos. Cadwch nhw yn rhywle diogel.",
        },
        {
          title: 'Dilyn yr achos',
          text: 'Mewngofnodwch o fewn {days} diwrnod gwaith i weld y statws, ateb cwestiynau ac ychwanegu gwybodaeth.',
        },
        {
          title: 'Canlyniad',
          text: "Mae'r swyddog achos yn ymchwilio, yn rhoi'r wybodaeth ddiweddaraf i chi ac yn cau'r achos gyda chanlyniad wedi'i ysgrifennu ar eich cyfer.",
        },
      ],
    },
    about: {
      title: "Am TrustLink a'n hymrwymiad",
      paragraphs: [
        "Sianel gyfrinachol yw TrustLink ar gyfer cyflogeion, cyflenwyr, contractwyr, cwsmeriaid ac unrhyw un arall sydd â phryder am ymddygiad mewn materion amgylcheddol, cymdeithasol neu lywodraethu. Mae'n ymdrin ag adroddiadau chwythu'r chwiban ac adborth pob dydd gan randdeiliaid fel ei gilydd.",
        "Caiff pob rhyngweithiad ei amgryptio gyda'i allwedd ei hun yr eiliad y mae'n cyrraedd. Dim ond swyddogion achos sy'n gallu ei agor, ac mae pob cam a gymerant arno yn cael ei gofnodi mewn trywydd archwilio.",
      ],
      commitments: [
        'Cewch aros yn ddienw: mae enwau ac e-bost yn ddewisol.',
        'Nid ydym byth yn cofnodi eich cyfeiriad IP na manylion eich porwr.',
        "Mae eich adroddiad, ei dystiolaeth a phob neges wedi'u hamgryptio wrth eu storio.",
        "Mae'r terfynau amser yn dilyn Cyfarwyddeb Chwythu'r Chwiban yr UE: cydnabyddiaeth o fewn 7 diwrnod, adborth o fewn 3 mis.",
      ],
    },
    channels: {
      phoneLabel: 'Llinell TrustLink',
      phoneText:
        'Siaradwch â swyddog achos hyfforddedig, dydd Llun i ddydd Gwener, 9:00 i 17:00 amser y DU.',
      onlineLabel: 'Ar-lein',
      onlineName: 'TrustLink ar-lein',
    },
  },
  retention:
    "Rydym yn cadw achos sydd wedi'i gau, gyda'i dystiolaeth, am {days} diwrnod ar ôl iddo gael ei gau; yna caiff ei ddileu am byth.",
  safety: {
    title: "Cadw'n ddiogel wrth adrodd",
    lead: "Mae TrustLink yn diogelu'r hyn rydych chi'n ei anfon. Mae'r camau hyn yn eich diogelu chi cyn iddo gyrraedd.",
    items: [
      {
        title: "Defnyddiwch eich dyfais a'ch rhwydwaith eich hun",
        text: "Adroddwch o ffôn neu gyfrifiadur personol ar eich cysylltiad cartref neu symudol, nid o liniadur gwaith, ffôn gwaith na Wi-Fi'r swyddfa: yn aml gall cyflogwr weld beth sy'n mynd drwy ei ddyfeisiau a'i rwydweithiau.",
      },
      {
        title: "Cadwch eich derbynneb draw o'r gwaith",
        text: "Cadwch eich ID rhyngweithiad a'ch PIN mewn man na all neb ond chi ei gyrraedd. Peidiwch â chadw'r dderbynneb ar gyfrifiadur gwaith, gyriant a rennir neu gyfrif e-bost gwaith.",
      },
      {
        title: 'Aros yn ddienw',
        text: "Gadewch eich enw a'ch manylion cyswllt yn wag, ac ystyriwch a fyddai manylyn na allai neb ond chi ei wybod yn cyfeirio atoch chi. Yn ogystal â'r hyn maen nhw'n ei ddangos, gall lluniau a dogfennau gynnwys manylion cudd, fel ble y tynnwyd llun neu pwy ysgrifennodd ffeil.",
      },
      {
        title: 'Beth nad yw TrustLink yn ei gadw',
        text: "Nid ydym yn cofnodi eich cyfeiriad IP na manylion eich porwr, ac nid yw'r tudalennau adrodd yn gosod unrhyw gwcis tracio. Caiff eich adroddiad a'ch ffeiliau eu hamgryptio cyn gynted ag y byddant yn cyrraedd.",
      },
    ],
    retentionTitle: 'Am ba hyd rydym yn ei gadw',
  },
  submitPage: {
    eyebrow: 'TrustLink',
    title: 'Cyflwyno rhyngweithiad newydd',
    lead: "Dywedwch wrthym beth ddigwyddodd. Mae'r meysydd sydd wedi'u marcio â * yn orfodol; chi sy'n penderfynu am bopeth arall. Mae dial yn erbyn unrhyw un sy'n adrodd yn ddidwyll wedi'i wahardd.",
    reminders: {
      emergency: 'Nid gwasanaeth brys: os oes rhywun mewn perygl, ffoniwch 999 neu 112.',
      anonymous: 'Mae enwau ac e-bost yn ddewisol. Nid ydym byth yn cofnodi eich cyfeiriad IP.',
      keys: "Cadwch eich ID rhyngweithiad a'ch PIN: ni allwn adfer y naill na'r llall.",
    },
  },
  form: {
    name: 'Rhyngweithiad newydd',
    about: 'Am y rhyngweithiad',
    title: { label: 'Teitl', hint: 'Crynodeb byr, o leiaf 6 nod.' },
    type: { label: 'Math', prompt: 'Dewiswch fath' },
    priority: { label: 'Blaenoriaeth', prompt: 'Dewiswch flaenoriaeth' },
    relationship: { label: "Eich perthynas â'r sefydliad", prompt: 'Dewiswch un' },
    location: { label: 'Lleoliad', placeholder: 'Safle, swyddfa, dinas neu ar-lein' },
    date: { label: 'Dyddiad (dewisol)', hint: "Pryd y digwyddodd, os ydych chi'n gwybod." },
    time: {
      label: 'Amser (dewisol)',
      hint: "Mae'n eich helpu i osod y digwyddiadau yn eu trefn; nid yw'n cael ei anfon.",
    },
    description: {
      label: 'Disgrifiad',
      hint: "Beth ddigwyddodd, yn eich geiriau eich hun: o leiaf 10 nod. Osgowch fanylion sy'n datgelu pwy ydych chi oni bai eich bod yn dymuno hynny.",
    },
    people: {
      legend: 'Pobl dan sylw',
      hint: "Pwy oedd yn rhan ohono neu a'i gwelodd. Ychwanegwch res ar gyfer pob person; tynnwch y rhesi nad oes eu hangen arnoch.",
      fullName: 'Person {n}: enw llawn',
      jobRole: 'Person {n}: rôl swydd',
      remove: 'Tynnu',
      removeLabel: 'Tynnu person {n}',
      add: 'Ychwanegu person',
    },
    you: {
      legend: 'Amdanoch chi (dewisol)',
      hint: "Gadewch y rhain yn wag i aros yn ddienw. Os rhowch gyfeiriad e-bost, byddwn yn dweud wrthych pan fydd diweddariad, ond byth beth mae'n ei ddweud.",
      firstName: 'Enw cyntaf',
      lastName: 'Cyfenw',
      email: 'E-bost',
    },
    pin: {
      legend: 'Eich PIN',
      text: "Ynghyd â'ch ID rhyngweithiad, y PIN hwn yw'r unig ffordd yn ôl at eich rhyngweithiad. Dim ond fel stwnsh unffordd rydym yn ei gadw, ac ni allwn ei ailosod na'i adfer.",
      label: 'PIN',
      hint: 'O leiaf 6 nod. Dewiswch un y byddwch yn ei gofio ond na all eraill ei ddyfalu.',
      confirm: "Cadarnhau'r PIN",
      strength: {
        weak: 'Cryfder: gwan: hawdd ei ddyfalu. Defnyddiwch 8 nod neu fwy, nid cyfres fel 123456.',
        fair: "Cryfder: gweddol. Mae 12 nod neu fwy sy'n cymysgu llythrennau a digidau yn ei wneud yn gryf.",
        strong: 'Cryfder: cryf.',
      },
    },
    checkFields: "Gwiriwch y meysydd sydd wedi'u marcio uchod.",
    submit: 'Cyflwyno',
    submitting: "Wrthi'n cyflwyno…",
  },
  evidence: {
    label: 'Tystiolaeth (dewisol)',
    remarkLabel: 'Ychwanegu ffeil (dewisol)',
    types: 'Un ffeil: {kinds}. Hyd at 10 MB.',
    kinds: [
      'PDF',
      'Delweddau (JPEG, PNG, GIF, WebP, HEIC, TIFF)',
      'Dogfennau Office (Word, Excel, PowerPoint, OpenDocument)',
      'Negeseuon e-bost (.eml, .msg)',
      "Testun, Markdown, CSV a thudalennau gwe wedi'u cadw",
      "Archifau zip (hyd at 100 MB wedi'u dadbacio)",
      'Sain (MP3, M4A, WAV, OGG)',
      'Fideo (MP4, MOV, WebM)',
    ],
    metadataNotice:
      "Cyn i ni gadw eich ffeil, rydym yn tynnu manylion cudd a allai ddatgelu pwy ydych chi: y lleoliad, y camera a'r dyddiad sydd wedi'u storio mewn lluniau (JPEG, PNG, WebP, TIFF), a'r awdur, y cwmni a'r offeryn golygu sydd wedi'u storio mewn ffeiliau PDF a ffeiliau Word, Excel a PowerPoint. Ni allwn dynnu'r hyn y mae'r ffeil ei hun yn ei ddangos neu'n ei ddweud: wynebau, enwau, llofnodion, penawdau llythyr neu enw yn y testun. Caiff ffeiliau sain, fideo a ffeiliau eraill eu cadw fel y maent.",
    remove: 'Tynnu {name}',
  },
  choices: {
    interactionType: {
      Environmental: 'Amgylcheddol',
      Social: 'Cymdeithasol',
      Governance: 'Llywodraethu',
    },
    priority: { High: 'Uchel', Medium: 'Canolig', Low: 'Isel' },
    relationShip: {
      Associate: 'Aelod cyswllt',
      Consultant: 'Ymgynghorydd',
      'Contract Worker': 'Gweithiwr contract',
      Contractor: 'Contractwr',
      'Co-Worker': 'Cydweithiwr',
      Employee: 'Cyflogai',
      'Former Associate': 'Cyn-aelod cyswllt',
      'Former-Employee': 'Cyn-gyflogai',
      Other: 'Arall',
      'Prefer not to answer': "Mae'n well gennyf beidio ag ateb",
      Supplier: 'Cyflenwr',
    },
  },
  success: {
    title: "Mae eich rhyngweithiad wedi'i gyflwyno",
    submittedOn: 'Cyflwynwyd ar {date}.',
    idLabel: 'Eich ID rhyngweithiad',
    copy: "Copïo'r ID",
    copied: "Wedi'i gopïo",
    download: "Lawrlwytho'r dderbynneb",
    copyFailed: 'Nid oedd eich porwr yn caniatáu copïo: ysgrifennwch yr ID i lawr.',
    saveTitle: "Cadwch eich ID rhyngweithiad a'ch PIN nawr.",
    saveText:
      "Dyma'r unig ffordd yn ôl at eich rhyngweithiad, ac ni allwn ailosod nac adfer y naill na'r llall. Mae'r dderbynneb yn cynnwys yr ID ond byth eich PIN.",
    comeBack: 'Dewch yn ôl erbyn {date}',
    comeBackWhy: '({days} diwrnod gwaith): efallai y bydd swyddog achos am ofyn cwestiynau i chi.',
    back: 'Yn ôl i TrustLink',
  },
  receipt: {
    fileName: 'trustlink-receipt.txt',
    title: 'Derbynneb TrustLink',
    id: 'ID rhyngweithiad',
    submittedOn: 'Cyflwynwyd ar',
    comeBackBy: 'Dewch yn ôl erbyn',
    businessDays: '({days} diwrnod gwaith)',
    howTo:
      "Mewngofnodwch gyda'r ID rhyngweithiad hwn a'r PIN a ddewisoch, drwy “{button}” ar dudalen TrustLink. Nid yw'r dderbynneb hon yn cynnwys eich PIN.",
    lost: 'Ni all y darparwr ailosod nac adfer ID rhyngweithiad neu PIN a gollwyd.',
  },
  followUp: {
    eyebrow: 'TrustLink',
    button: 'Dilyn rhyngweithiad',
    titleLogin: 'Dilyn hynt rhyngweithiad',
    titleRecord: 'Eich rhyngweithiad',
    close: 'Cau',
    loginLead:
      "Rhowch yr ID rhyngweithiad a gawsoch a'r PIN a ddewisoch. Ni allwn adfer y naill na'r llall os cânt eu colli.",
    id: 'ID rhyngweithiad',
    pin: 'PIN',
    submit: 'Dilyn',
    checking: "Wrthi'n gwirio…",
    columns: {
      id: 'ID rhyngweithiad',
      title: 'Teitl',
      submitted: 'Cyflwynwyd',
      people: 'Pobl dan sylw',
      status: 'Statws',
      date: 'Dyddiad',
    },
    status: {
      new: 'Newydd',
      acknowledged: "Wedi'i gydnabod",
      under_investigation: 'Dan ymchwiliad',
      awaiting_reporter: 'Yn aros am eich ateb',
      closed: "Wedi'i gau",
    },
    ownReport: {
      summary: 'Yr hyn a gyflwynoch',
      summaryWithFiles: "Yr hyn a gyflwynoch a'r ffeiliau ({count})",
      type: 'Math',
      priority: 'Blaenoriaeth',
      relationship: 'Eich perthynas',
      location: 'Lleoliad',
      description: 'Disgrifiad',
      people: 'Pobl dan sylw',
      files: 'Ffeiliau',
      fromStaff: 'gan y swyddog achos',
      fromYou: 'anfonwyd gennych chi',
    },
    outcome: {
      title: 'Canlyniad eich rhyngweithiad',
      noText: "Mae'r swyddog achos wedi cau'r rhyngweithiad hwn.",
      closedOn: 'Caewyd ar',
      deletedOn: 'Dilëir ar',
      deletedWith: "{date}, gyda'i dystiolaeth",
    },
    messages: {
      title: 'Negeseuon',
      none: 'Dim negeseuon eto. Pan fydd y swyddog achos yn gofyn rhywbeth i chi, bydd yn ymddangos yma.',
      staff: 'Swyddog achos',
      you: 'Chi',
    },
    closed:
      "Mae'r rhyngweithiad hwn wedi'i gau. Os oes rhywbeth newydd wedi digwydd, cyflwynwch ryngweithiad newydd.",
    lastReply: 'Cewch anfon un ateb olaf tan {date}.',
    remark: {
      label: 'Eich sylwadau',
      hint: "Atebwch gwestiynau'r swyddog achos neu ychwanegwch wybodaeth.",
      sent: "Mae eich sylwadau wedi'u hanfon at y swyddog achos.",
      send: 'Anfon sylwadau',
      sending: "Wrthi'n anfon…",
    },
  },
  validation: {
    required: 'Gofynnol',
    titleTooShort: 'Rhaid cael o leiaf 6 nod',
    descriptionTooShort: 'Rhaid cael o leiaf 10 nod',
    pinTooLong: 'Rhaid cael {max} nod ar y mwyaf',
    pinMismatch: "Nid yw'r ddau PIN yr un fath",
    pinCharacter: "Mae'r PIN yn cynnwys nod na ellir ei ddefnyddio.",
    invalidCredentials: 'ID rhyngweithiad neu god PIN annilys',
    locked:
      "Gormod o ymdrechion PIN anghywir ar gyfer yr ID rhyngweithiad hwn. Mae wedi'i gloi am {minutes} munud; rhowch gynnig arall arni yn nes ymlaen.",
    tooManyRequests: "Gormod o ymdrechion o'r cysylltiad hwn. Arhoswch ychydig funudau.",
    sessionEnded: "Mae eich sesiwn wedi dod i ben. Rhowch eich ID rhyngweithiad a'ch PIN eto.",
    badReporterJson:
      'Nid oedd modd darllen eich manylion chi. Ail-lwythwch y dudalen a rhowch gynnig arall arni.',
    badInvolvedJson:
      'Nid oedd modd darllen manylion y bobl dan sylw. Ail-lwythwch y dudalen a rhowch gynnig arall arni.',
    tooManyFiles: 'Atodwch un ffeil tystiolaeth yn unig.',
    fileTooLarge: "Mae'r ffeil tystiolaeth yn fwy na 10 MB. Anfonwch ffeil lai.",
    fileEmpty: "Mae'r ffeil tystiolaeth yn wag.",
    fileType:
      'Ni ellir derbyn y math hwn o ffeil fel tystiolaeth. Anfonwch PDF, delwedd, dogfen Office, e-bost, ffeil testun, archif zip, sain neu fideo.',
    archiveTooLarge:
      "Byddai'r archif hon yn dadbacio i fwy na 100 MB, neu mae'n cynnwys mwy na 10,000 o ffeiliau. Anfonwch y ffeiliau pwysicaf ar eu pennau eu hunain, neu disgrifiwch nhw yn eich adroddiad.",
    fileNameRefused:
      "Ni ellir derbyn ffeiliau sy'n gorffen â .{extension} fel tystiolaeth, beth bynnag sydd ynddynt, gan fod cyfrifiaduron yn eu rhedeg neu'n eu hagor fel rhaglenni neu dudalennau gwe. Anfonwch PDF, delwedd, dogfen Office, testun plaen, sain neu fideo.",
    caseQuotaFull:
      "Gyda'r ffeil hon, byddai tystiolaeth y rhyngweithiad hwn yn fwy na {megabytes} MB, sef yr uchafswm y gall un rhyngweithiad ei gadw. Anfonwch ffeil lai, neu ychwanegwch eich sylw heb ffeil a disgrifiwch y dystiolaeth ynddo.",
    uploadsBusy:
      "Mae llawer o adroddiadau'n cael eu hanfon ar hyn o bryd. Arhoswch funud ac anfonwch y ffurflen eto; nid oes dim o'r hyn a roesoch wedi'i gadw.",
    fileNotFound: "Nid oes ffeil o'r fath ar eich rhyngweithiad.",
    caseClosed:
      "Mae'r rhyngweithiad hwn wedi'i gau, ac mae ei ateb olaf wedi'i anfon neu mae'r amser ar ei gyfer wedi mynd heibio, felly ni ellir ychwanegu rhagor o sylwadau. Os oes rhywbeth newydd wedi digwydd, cyflwynwch ryngweithiad newydd.",
    interactionId: "Mae'r ID rhyngweithiad yn 16 digid.",
    email: 'Rhowch gyfeiriad e-bost dilys.',
    emailTooLong: "Mae'r cyfeiriad e-bost hwnnw'n rhy hir.",
    tooManyPeople: 'Gallwch restru {max} o bobl dan sylw ar y mwyaf.',
    tooLong: "Rhaid i'r maes “{label}” gynnwys {max} nod ar y mwyaf.",
    tooShort: "Rhaid i'r maes “{label}” gynnwys o leiaf {min} nod.",
    control: 'Mae nodau rheoli anweledig yn y maes “{label}”. Tynnwch nhw.',
    illFormed: "Mae nod wedi'i dorri yn y maes “{label}”. Teipiwch y testun eto.",
    notText: "Rhaid i'r maes “{label}” fod yn destun.",
    dateFormat: "Rhaid i'r maes “{label}” fod yn ddyddiad ar y ffurf BBBB-MM-DD.",
    dateUnreal: "Nid yw'r maes “{label}” yn ddyddiad go iawn. Gwiriwch y diwrnod a'r mis.",
    correctFields: "Cywirwch y meysydd sydd wedi'u hamlygu.",
    unreachable:
      "Nid oedd modd cysylltu â'n gweinydd. Gwiriwch eich cysylltiad a rhowch gynnig arall arni.",
    general: "Aeth rhywbeth o'i le. Rhowch gynnig arall arni.",
  },
  labels: {
    Title: 'Teitl',
    Description: 'Disgrifiad',
    Location: 'Lleoliad',
    'The date': 'Dyddiad',
    'First name': 'Enw cyntaf',
    'Last name': 'Cyfenw',
    'Phone number': 'Rhif ffôn',
    'Full name': 'Enw llawn',
    'Job role': 'Rôl swydd',
    'Your remark': 'Eich sylwadau',
    'The e-mail address': 'Cyfeiriad e-bost',
  },
};
