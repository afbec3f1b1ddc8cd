// Every word a TrustLink reporter reads, in English: the two landings, the form, the receipt and
// the follow-up. The Welsh and Polish dictionaries have the same shape (a missing key fails the
// type check and reporter-text.test.ts). `{name}` marks a value filled in where the text is used;
// every translation keeps the same names. Staff screens stay in English and are not here.

export const en = {
  language: {
    /** The language's own name, in the switch. */
    name: 'English',
    switchLabel: 'Language',
    /** After switching: read to screen reader users. */
    switched: 'The page is now in English.',
  },
  /** Browser titles and search descriptions of the three pages. */
  pages: {
    trustLink1: {
      title: 'TrustLink: speak up safely',
      description:
        'Raise a concern or share feedback in confidence, anonymously if you wish, and follow your case with an interaction ID and PIN.',
    },
    trustLink2: {
      title: 'TrustLink online: report in confidence',
      description:
        'The online channel of TrustLink: submit a new interaction or follow up on one with your interaction ID and PIN, day or night.',
    },
    submit: {
      title: 'Submit a new interaction',
      description:
        'Tell TrustLink what happened, in confidence. Names and e-mail are optional and we never record your IP address.',
    },
  },
  landing: {
    trustLink1: {
      hero: {
        eyebrow: 'TrustLink',
        title: 'Welcome to TrustLink:',
        titleAccent: 'speak up safely',
        lead: 'Raise a concern, report misconduct or share feedback with us in confidence. You choose a PIN, we give you an interaction ID, and together they let you follow your case without ever revealing who you are.',
      },
      channels: {
        title: 'Two ways to reach TrustLink',
        lead: 'Call the TrustLink line during business hours, or use the online channel at any time.',
        onlineText: 'Submit and follow up online, day or night, from any device.',
      },
    },
    trustLink2: {
      hero: {
        eyebrow: 'TrustLink online',
        title: 'Welcome to TrustLink online:',
        titleAccent: 'report in confidence',
        lead: 'The online channel of TrustLink is open day and night. Submit a new interaction in a few minutes, or follow up on one you have already made with your interaction ID and PIN.',
      },
      channels: {
        title: 'Prefer to talk?',
        lead: 'The online channel and the TrustLink line lead to the same case handlers and the same protections.',
        onlineText: 'You are on the online channel: bookmark this page to come back.',
      },
    },
    submitButton: 'Submit New Interaction',
    heroNote:
      'Anonymous if you wish. Not an emergency service: if someone is in danger, call 999 or 112.',
    notices: {
      title: 'Before you start',
      lead: 'What every reporter should know, stated plainly.',
      emergency: {
        title: 'Not an emergency service',
        text: 'TrustLink is not monitored around the clock. If someone is in immediate danger, call the emergency services on 999 or 112.',
      },
      retaliation: {
        title: 'Retaliation is prohibited',
        text: 'Nobody may be dismissed, demoted, threatened or treated unfairly for raising a concern in good faith. Retaliation is itself a reportable breach.',
      },
      comeBack: {
        title: 'Come back within {days} business days',
        text: 'Log in with your interaction ID and PIN within {days} business days of submitting: we may have questions only you can answer.',
      },
      lostKeys: {
        title: 'We cannot recover a lost ID or PIN',
        text: 'Your PIN is stored only as a one-way hash and your ID is never linked to you. If you lose either, we cannot reset or retrieve it: you would need to submit a new interaction.',
      },
      retention: { title: 'How long we keep your report' },
    },
    nextSteps: {
      title: 'What happens next',
      lead: 'Once you submit, your interaction goes straight to a trained case handler, never to the people it concerns.',
      items: [
        'You receive a 16-digit interaction ID on screen. Save it with the PIN you chose, or download the receipt.',
        'A case handler acknowledges your interaction within 7 days of receipt.',
        'They may ask you questions through TrustLink: log in with your ID and PIN to read and answer them.',
        'You are told the outcome within 3 months of the acknowledgement, and you can follow the status at any time.',
      ],
    },
    process: {
      title: 'Four steps, from concern to outcome',
      lead: 'The same process applies whether you give your name or stay anonymous.',
      stepLabel: 'Step',
      steps: [
        {
          title: 'Submit',
          text: 'Describe what happened, where and who was involved, and attach one file as evidence if you have it.',
        },
        {
          title: 'Save your ID and PIN',
          text: 'Your interaction ID and the PIN you chose are the only keys to your case. Keep them somewhere safe.',
        },
        {
          title: 'Follow up',
          text: 'Log in within {days} business days to see the status, answer questions and add information.',
        },
        {
          title: 'Outcome',
          text: 'The case handler investigates, keeps you informed and closes the case with an outcome written for you.',
        },
      ],
    },
    about: {
      title: 'About TrustLink and our commitment',
      paragraphs: [
        'TrustLink is a confidential channel for employees, suppliers, contractors, customers and anyone else with a concern about environmental, social or governance conduct. It handles whistleblowing reports and everyday stakeholder feedback alike.',
        'Every interaction is encrypted with its own key the moment it arrives. Only case handlers can open it, and every action they take on it is recorded in an audit trail.',
      ],
      commitments: [
        'You may stay anonymous: names and e-mail are optional.',
        'We never record your IP address or browser details.',
        'Your report, its evidence and every message are encrypted at rest.',
        'Deadlines follow the EU Whistleblower Directive: acknowledgement in 7 days, feedback in 3 months.',
      ],
    },
    channels: {
      phoneLabel: 'TrustLink line',
      phoneText: 'Speak to a trained case handler, Monday to Friday, 9:00 to 17:00 UK time.',
      onlineLabel: 'Online',
      onlineName: 'TrustLink online',
    },
  },
  /** How long a closed case is kept: the number comes from the server's setting. */
  retention:
    'We keep a closed case, with its evidence, for {days} days after it is closed; then it is deleted for good.',
  safety: {
    title: 'Staying safe when you report',
    lead: 'TrustLink protects what you send. These steps protect you before it arrives.',
    items: [
      {
        title: 'Use your own device and network',
        text: 'Report from a personal phone or computer on your home or mobile connection, not a work laptop, work phone or office Wi-Fi: an employer can often see what its devices and networks carry.',
      },
      {
        title: 'Keep your receipt away from work',
        text: 'Save your interaction ID and PIN somewhere only you can reach. Do not keep the receipt on a work computer, a shared drive or a work e-mail account.',
      },
      {
        title: 'Staying anonymous',
        text: 'Leave your name and contact details blank, and think about whether a detail only you could know would point to you. Photos and documents can carry hidden details, such as where a photo was taken or who wrote a file, besides what they show.',
      },
      {
        title: 'What TrustLink does not keep',
        text: 'We do not record your IP address or browser details, and the reporting pages set no tracking cookies. Your report and files are encrypted as soon as they arrive.',
      },
    ],
    retentionTitle: 'How long we keep it',
  },
  submitPage: {
    eyebrow: 'TrustLink',
    title: 'Submit a new interaction',
    lead: 'Tell us what happened. Fields marked * are required; everything else is up to you. Retaliation against anyone who reports in good faith is prohibited.',
    reminders: {
      emergency: 'Not an emergency service: if someone is in danger, call 999 or 112.',
      anonymous: 'Names and e-mail are optional. We never record your IP address.',
      keys: 'Save your interaction ID and PIN: we cannot recover either.',
    },
  },
  form: {
    name: 'New interaction',
    about: 'About the interaction',
    title: { label: 'Title', hint: 'A short summary, at least 6 characters.' },
    type: { label: 'Type', prompt: 'Choose a type' },
    priority: { label: 'Priority', prompt: 'Choose a priority' },
    relationship: { label: 'Your relationship to the organisation', prompt: 'Choose one' },
    location: { label: 'Location', placeholder: 'Site, office, city or online' },
    date: { label: 'Date (optional)', hint: 'When it happened, if you know.' },
    time: { label: 'Time (optional)', hint: 'Helps you place events; it is not sent.' },
    description: {
      label: 'Description',
      hint: 'What happened, in your own words: at least 10 characters. Avoid details that identify you unless you want to.',
    },
    people: {
      legend: 'People involved',
      hint: 'Who was involved or witnessed it. Add a row for each person; remove the rows you do not need.',
      fullName: 'Person {n}: full name',
      jobRole: 'Person {n}: job role',
      remove: 'Remove',
      removeLabel: 'Remove person {n}',
      add: 'Add a person',
    },
    you: {
      legend: 'About you (optional)',
      hint: 'Leave these empty to stay anonymous. If you give an e-mail address, we tell you when there is an update, never what it says.',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
    },
    pin: {
      legend: 'Your PIN',
      text: 'With your interaction ID, this PIN is the only way back to your interaction. We store it only as a one-way hash and cannot reset or retrieve it.',
      label: 'PIN',
      hint: 'At least 6 characters. Choose one you will remember but others cannot guess.',
      confirm: 'Confirm PIN',
      strength: {
        weak: 'Strength: weak: easy to guess. Use 8 or more characters, not a run like 123456.',
        fair: 'Strength: fair. 12 or more characters mixing letters and digits make it strong.',
        strong: 'Strength: strong.',
      },
    },
    checkFields: 'Please check the fields marked above.',
    submit: 'Submit',
    submitting: 'Submitting…',
  },
  evidence: {
    label: 'Evidence (optional)',
    remarkLabel: 'Add a file (optional)',
    types: 'One file: {kinds}. Up to 10 MB.',
    kinds: [
      'PDF',
      'Images (JPEG, PNG, GIF, WebP, HEIC, TIFF)',
      'Office documents (Word, Excel, PowerPoint, OpenDocument)',
      'E-mails (.eml, .msg)',
      'Text, Markdown, CSV and saved web pages',
      'Zip archives (up to 100 MB unpacked)',
      'Audio (MP3, M4A, WAV, OGG)',
      'Video (MP4, MOV, WebM)',
    ],
    metadataNotice:
      'Before we keep your file, we remove hidden details that could identify you: the location, camera and date stored in photos (JPEG, PNG, WebP, TIFF), and the author, company and editing tool stored in PDFs and Word, Excel and PowerPoint files. We cannot remove what the file itself shows or says: faces, names, signatures, letterheads or a name inside the text. Audio, video and other files are kept as they are.',
    remove: 'Remove {name}',
  },
  /** The select options: the values sent stay the English ones of the public contract. */
  choices: {
    interactionType: {
      Environmental: 'Environmental',
      Social: 'Social',
      Governance: 'Governance',
    },
    priority: { High: 'High', Medium: 'Medium', Low: 'Low' },
    relationShip: {
      Associate: 'Associate',
      Consultant: 'Consultant',
      'Contract Worker': 'Contract worker',
      Contractor: 'Contractor',
      'Co-Worker': 'Co-worker',
      Employee: 'Employee',
      'Former Associate': 'Former associate',
      'Former-Employee': 'Former employee',
      Other: 'Other',
      'Prefer not to answer': 'Prefer not to answer',
      Supplier: 'Supplier',
    },
  },
  success: {
    title: 'Your interaction has been submitted',
    submittedOn: 'Submitted on {date}.',
    idLabel: 'Your interaction ID',
    copy: 'Copy ID',
    copied: 'Copied',
    download: 'Download receipt',
    copyFailed: 'Your browser did not allow copying: please write the ID down.',
    saveTitle: 'Save your interaction ID and PIN now.',
    saveText:
      'They are the only way back to your interaction, and we cannot reset or retrieve either. The receipt holds the ID but never your PIN.',
    comeBack: 'Come back by {date}',
    comeBackWhy: '({days} business days): a case handler may have questions for you.',
    back: 'Back to TrustLink',
  },
  receipt: {
    /** The downloaded file's name: no case ID in it. */
    fileName: 'trustlink-receipt.txt',
    title: 'TrustLink receipt',
    id: 'Interaction ID',
    submittedOn: 'Submitted on',
    comeBackBy: 'Come back by',
    businessDays: '({days} business days)',
    howTo:
      'Log in with this interaction ID and the PIN you chose, using "{button}" on the TrustLink page. This receipt does not contain your PIN.',
    lost: 'A lost interaction ID or PIN cannot be reset or retrieved by the provider.',
  },
  followUp: {
    eyebrow: 'TrustLink',
    button: 'Follow Up on Interaction',
    titleLogin: 'Follow up on an interaction',
    titleRecord: 'Your interaction',
    close: 'Close',
    loginLead:
      'Enter the interaction ID you received and the PIN you chose. We cannot recover either if they are lost.',
    id: 'Interaction ID',
    pin: 'PIN',
    submit: 'Follow up',
    checking: 'Checking…',
    columns: {
      id: 'Interaction ID',
      title: 'Title',
      submitted: 'Submitted',
      people: 'People involved',
      status: 'Status',
      date: 'Date',
    },
    status: {
      new: 'New',
      acknowledged: 'Acknowledged',
      under_investigation: 'Under investigation',
      awaiting_reporter: 'Awaiting your answer',
      closed: 'Closed',
    },
    ownReport: {
      summary: 'What you submitted',
      summaryWithFiles: 'What you submitted and the files ({count})',
      type: 'Type',
      priority: 'Priority',
      relationship: 'Your relationship',
      location: 'Location',
      description: 'Description',
      people: 'People involved',
      files: 'Files',
      fromStaff: 'from the case handler',
      fromYou: 'sent by you',
    },
    outcome: {
      title: 'Outcome of your interaction',
      noText: 'The case handler closed this interaction.',
      closedOn: 'Closed on',
      deletedOn: 'Deleted on',
      deletedWith: '{date}, with its evidence',
    },
    messages: {
      title: 'Messages',
      none: 'No messages yet. When the case handler asks you something, it appears here.',
      staff: 'Case handler',
      you: 'You',
    },
    closed:
      'This interaction is closed. If something new has happened, please submit a new interaction.',
    lastReply: 'You may send one last reply until {date}.',
    remark: {
      label: 'Your remarks',
      hint: "Answer the case handler's questions or add information.",
      sent: 'Your remarks have been sent to the case handler.',
      send: 'Send remarks',
      sending: 'Sending…',
    },
  },
  /** The messages of the shared rules and of the server, as the reporter reads them. */
  validation: {
    required: 'Required',
    titleTooShort: 'Must be at least 6 characters',
    descriptionTooShort: 'Must be at least 10 characters',
    pinTooLong: 'Must be at most {max} characters',
    pinMismatch: 'The two PINs do not match',
    pinCharacter: 'The PIN contains a character that cannot be used.',
    invalidCredentials: 'Invalid Interaction ID or Pincode',
    locked:
      'Too many wrong PINs for this interaction ID. It is locked for {minutes} minutes; please try again later.',
    tooManyRequests: 'Too many attempts from this connection. Please wait a few minutes.',
    sessionEnded:
      'Your follow-up session has ended. Please enter your interaction ID and PIN again.',
    badReporterJson:
      'The reporter details could not be read. Please reload the page and try again.',
    badInvolvedJson:
      'The involved persons could not be read. Please reload the page and try again.',
    tooManyFiles: 'Please attach one evidence file only.',
    fileTooLarge: 'The evidence file is larger than 10 MB. Please send a smaller file.',
    fileEmpty: 'The evidence file is empty.',
    fileType:
      'This kind of file cannot be accepted as evidence. Please send a PDF, an image, an Office document, an e-mail, a text file, a zip archive, audio or video.',
    archiveTooLarge:
      'This archive would unpack to more than 100 MB, or holds more than 10,000 files. Please send the files that matter most on their own, or describe them in your report.',
    fileNameRefused:
      'Files ending in .{extension} cannot be accepted as evidence, whatever they contain, because computers run or open them as programs or web pages. Please send a PDF, an image, an Office document, plain text, audio or video.',
    caseQuotaFull:
      'With this file the evidence of this interaction would go over {megabytes} MB, the most one interaction can keep. Please send a smaller file, or add your remark without a file and describe the evidence in it.',
    uploadsBusy:
      'Many reports are being sent right now. Please wait a minute and send the form again; nothing you entered has been kept.',
    fileNotFound: 'There is no such file on your interaction.',
    caseClosed:
      'This interaction is closed and its last reply has been sent or its time has passed, so no more remarks can be added. If something new has happened, please submit a new interaction.',
    interactionId: 'The interaction ID is 16 digits.',
    email: 'Please enter a valid e-mail address.',
    emailTooLong: 'That e-mail address is too long.',
    tooManyPeople: 'At most {max} involved persons can be listed.',
    tooLong: '{label} must be at most {max} characters.',
    tooShort: '{label} must be at least {min} characters.',
    control: '{label} contains invisible control characters. Please remove them.',
    illFormed: '{label} contains a broken character. Please retype it.',
    notText: '{label} must be text.',
    dateFormat: '{label} must be a date as YYYY-MM-DD.',
    dateUnreal: '{label} is not a real date. Please check the day and the month.',
    correctFields: 'Please correct the highlighted fields.',
    unreachable: 'We could not reach our server. Please check your connection and try again.',
    general: 'Something went wrong. Please try again.',
  },
  /** The field names the shared rules put in their messages. */
  labels: {
    Title: 'Title',
    Description: 'Description',
    Location: 'Location',
    'The date': 'The date',
    'First name': 'First name',
    'Last name': 'Last name',
    'Phone number': 'Phone number',
    'Full name': 'Full name',
    'Job role': 'Job role',
    'Your remark': 'Your remark',
    'The e-mail address': 'The e-mail address',
  },
};

/** The shape every dictionary has: the English one's keys, any text. */
export type ReporterText = typeof en;
