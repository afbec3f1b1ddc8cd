import type { ReporterText } from './text-en';

// Every word a TrustLink reporter reads, in Polish (polski): the same keys as text-en.ts.

export const pl: ReporterText = {
  language: {
    name: 'Polski',
    switchLabel: 'Język',
    switched: 'Strona jest teraz w języku polskim.',
  },
  pages: {
    trustLink1: {
      title: 'TrustLink: bezpieczny sposób, by zabrać głos',
      description:
        'Tutaj można poufnie, także anonimowo, zgłosić nieprawidłowość lub przekazać opinię, a potem śledzić sprawę za pomocą identyfikatora zgłoszenia i kodu PIN.',
    },
    trustLink2: {
      title: 'TrustLink online: poufne zgłoszenia',
      description:
        'Kanał online TrustLink: nowe zgłoszenie albo sprawdzenie wcześniejszego za pomocą identyfikatora zgłoszenia i kodu PIN, o każdej porze dnia i nocy.',
    },
    submit: {
      title: 'Nowe zgłoszenie',
      description:
        'Poufny opis tego, co się wydarzyło, przekazywany do TrustLink. Imię, nazwisko i e-mail są opcjonalne, a adresu IP nigdy nie rejestrujemy.',
    },
  },
  landing: {
    trustLink1: {
      hero: {
        eyebrow: 'TrustLink',
        title: 'Witamy w TrustLink:',
        titleAccent: 'bezpieczny sposób, by zabrać głos',
        lead: 'Tutaj można poufnie zgłosić wątpliwości lub nieprawidłowości albo przekazać nam opinię. Osoba zgłaszająca wybiera PIN, a my nadajemy identyfikator zgłoszenia – razem pozwalają one śledzić sprawę bez ujawniania tożsamości.',
      },
      channels: {
        title: 'Dwa sposoby kontaktu z TrustLink',
        lead: 'Można zadzwonić na linię TrustLink w godzinach pracy albo w dowolnym momencie skorzystać z kanału online.',
        onlineText: 'Zgłoszenie i jego śledzenie online, o każdej porze, z dowolnego urządzenia.',
      },
    },
    trustLink2: {
      hero: {
        eyebrow: 'TrustLink online',
        title: 'Witamy w TrustLink online:',
        titleAccent: 'poufne zgłoszenia',
        lead: 'Kanał online TrustLink działa całą dobę. Nowe zgłoszenie można złożyć w kilka minut, a wcześniejsze – sprawdzić za pomocą identyfikatora zgłoszenia i kodu PIN.',
      },
      channels: {
        title: 'Może lepsza będzie rozmowa?',
        lead: 'Kanał online i linia TrustLink prowadzą do tych samych osób prowadzących sprawy i zapewniają taką samą ochronę.',
        onlineText:
          'To jest kanał online: warto dodać tę stronę do zakładek, aby łatwo do niej wrócić.',
      },
    },
    submitButton: 'Złóż nowe zgłoszenie',
    heroNote:
      'Można zachować anonimowość. To nie jest służba ratunkowa: jeśli komuś grozi niebezpieczeństwo, należy zadzwonić pod numer 999 lub 112.',
    notices: {
      title: 'Przed rozpoczęciem',
      lead: 'Co powinna wiedzieć każda osoba zgłaszająca – w prostych słowach.',
      emergency: {
        title: 'To nie jest służba ratunkowa',
        text: 'TrustLink nie jest monitorowany całą dobę. Jeśli komuś grozi bezpośrednie niebezpieczeństwo, należy zadzwonić na numer alarmowy 999 lub 112.',
      },
      retaliation: {
        title: 'Działania odwetowe są zakazane',
        text: 'Nikogo nie wolno zwolnić, zdegradować, zastraszać ani niesprawiedliwie traktować za zgłoszenie nieprawidłowości w dobrej wierze. Działania odwetowe same w sobie są naruszeniem, które można zgłosić.',
      },
      comeBack: {
        title: 'Prosimy wrócić w ciągu {days} dni roboczych',
        text: 'W ciągu {days} dni roboczych od złożenia zgłoszenia należy zalogować się identyfikatorem zgłoszenia i kodem PIN: możemy mieć pytania, na które odpowiedź zna tylko osoba zgłaszająca.',
      },
      lostKeys: {
        title: 'Nie możemy odzyskać utraconego identyfikatora ani kodu PIN',
        text: 'PIN przechowujemy wyłącznie w postaci jednokierunkowego skrótu (hash), a identyfikator nigdy nie jest powiązany z osobą zgłaszającą. Po utracie któregokolwiek z nich nie da się go zresetować ani odzyskać – trzeba będzie złożyć nowe zgłoszenie.',
      },
      retention: { title: 'Jak długo przechowujemy zgłoszenie' },
    },
    nextSteps: {
      title: 'Co dalej',
      lead: 'Po wysłaniu zgłoszenie trafia bezpośrednio do przeszkolonej osoby prowadzącej sprawę – nigdy do osób, których dotyczy.',
      items: [
        'Na ekranie pojawi się 16-cyfrowy identyfikator zgłoszenia. Należy go zapisać razem z wybranym kodem PIN albo pobrać potwierdzenie.',
        'Osoba prowadząca sprawę potwierdza przyjęcie zgłoszenia w ciągu 7 dni od jego otrzymania.',
        'Może ona zadawać pytania przez TrustLink: aby je przeczytać i na nie odpowiedzieć, należy zalogować się identyfikatorem i kodem PIN.',
        'Informacja o wyniku sprawy zostanie przekazana w ciągu 3 miesięcy od potwierdzenia przyjęcia, a status można sprawdzać w dowolnym momencie.',
      ],
    },
    process: {
      title: 'Cztery kroki – od zgłoszenia do rozstrzygnięcia',
      lead: 'Procedura jest taka sama bez względu na to, czy osoba zgłaszająca poda swoje imię i nazwisko, czy pozostanie anonimowa.',
      stepLabel: 'Krok',
      steps: [
        {
          title: 'Zgłoszenie',
          text: 'Należy opisać, co się wydarzyło, gdzie i kto brał w tym udział, a jeśli to możliwe – dołączyć jeden plik jako dowód.',
        },
        {
          title: 'Zapisanie identyfikatora i kodu PIN',
          text: 'Identyfikator zgłoszenia i wybrany kod PIN to jedyne klucze do sprawy. Należy je przechowywać w bezpiecznym miejscu.',
        },
        {
          title: 'Śledzenie sprawy',
          text: 'W ciągu {days} dni roboczych należy się zalogować, aby sprawdzić status, odpowiedzieć na pytania i uzupełnić informacje.',
        },
        {
          title: 'Rozstrzygnięcie',
          text: 'Osoba prowadząca sprawę wyjaśnia ją, informuje o postępach i zamyka sprawę, opisując jej wynik dla osoby zgłaszającej.',
        },
      ],
    },
    about: {
      title: 'O TrustLink i naszym zobowiązaniu',
      paragraphs: [
        'TrustLink to poufny kanał dla pracowników, dostawców, wykonawców, klientów i wszystkich innych osób, które mają zastrzeżenia w sprawach środowiskowych, społecznych lub ładu korporacyjnego. Przyjmuje zarówno zgłoszenia sygnalistów, jak i codzienne opinie interesariuszy.',
        'Każde zgłoszenie jest szyfrowane własnym kluczem w chwili, gdy do nas trafia. Otworzyć je mogą tylko osoby prowadzące sprawy, a każde ich działanie jest zapisywane w dzienniku audytu.',
      ],
      commitments: [
        'Można zachować anonimowość: imię, nazwisko i e-mail są opcjonalne.',
        'Nigdy nie rejestrujemy adresu IP ani danych przeglądarki.',
        'Zgłoszenie, dowody i wszystkie wiadomości są przechowywane w postaci zaszyfrowanej.',
        'Terminy są zgodne z dyrektywą UE w sprawie sygnalistów: potwierdzenie przyjęcia w ciągu 7 dni, informacja zwrotna w ciągu 3 miesięcy.',
      ],
    },
    channels: {
      phoneLabel: 'Linia TrustLink',
      phoneText:
        'Rozmowa z przeszkoloną osobą prowadzącą sprawy, od poniedziałku do piątku, 9:00–17:00 czasu brytyjskiego.',
      onlineLabel: 'Online',
      onlineName: 'TrustLink online',
    },
  },
  retention:
    'Zamkniętą sprawę wraz z dowodami przechowujemy przez {days} dni od jej zamknięcia; potem zostaje trwale usunięta.',
  safety: {
    title: 'Bezpieczeństwo podczas zgłaszania',
    lead: 'TrustLink chroni to, co zostanie przesłane. Poniższe kroki chronią osobę zgłaszającą, zanim to nastąpi.',
    items: [
      {
        title: 'Własne urządzenie i własna sieć',
        text: 'Najlepiej zgłaszać z prywatnego telefonu lub komputera, przez domowe lub komórkowe połączenie, a nie ze służbowego laptopa, służbowego telefonu ani firmowej sieci Wi-Fi: pracodawca często widzi, co przesyłają jego urządzenia i sieci.',
      },
      {
        title: 'Potwierdzenie z dala od pracy',
        text: 'Identyfikator zgłoszenia i PIN należy przechowywać w miejscu dostępnym tylko dla osoby zgłaszającej. Nie należy zapisywać potwierdzenia na komputerze służbowym, dysku współdzielonym ani w służbowej skrzynce e-mail.',
      },
      {
        title: 'Zachowanie anonimowości',
        text: 'Należy pozostawić puste pola na imię, nazwisko i dane kontaktowe oraz zastanowić się, czy jakiś szczegół znany tylko osobie zgłaszającej nie wskaże jej tożsamości. Zdjęcia i dokumenty oprócz tego, co widać, mogą zawierać ukryte informacje, np. miejsce wykonania zdjęcia lub autora pliku.',
      },
      {
        title: 'Czego TrustLink nie przechowuje',
        text: 'Nie rejestrujemy adresu IP ani danych przeglądarki, a strony służące do zgłaszania nie zapisują śledzących plików cookie. Zgłoszenie i pliki są szyfrowane zaraz po otrzymaniu.',
      },
    ],
    retentionTitle: 'Jak długo przechowujemy dane',
  },
  submitPage: {
    eyebrow: 'TrustLink',
    title: 'Nowe zgłoszenie',
    lead: 'Prosimy opisać, co się wydarzyło. Pola oznaczone * są wymagane, pozostałe – opcjonalne. Działania odwetowe wobec osób zgłaszających w dobrej wierze są zakazane.',
    reminders: {
      emergency:
        'To nie jest służba ratunkowa: jeśli komuś grozi niebezpieczeństwo, należy zadzwonić pod numer 999 lub 112.',
      anonymous: 'Imię, nazwisko i e-mail są opcjonalne. Nigdy nie rejestrujemy adresu IP.',
      keys: 'Należy zapisać identyfikator zgłoszenia i kod PIN: nie możemy odzyskać żadnego z nich.',
    },
  },
  form: {
    name: 'Nowe zgłoszenie',
    about: 'Informacje o zgłoszeniu',
    title: { label: 'Tytuł', hint: 'Krótkie podsumowanie, co najmniej 6 znaków.' },
    type: { label: 'Rodzaj', prompt: 'Wybierz rodzaj' },
    priority: { label: 'Priorytet', prompt: 'Wybierz priorytet' },
    relationship: { label: 'Związek z organizacją', prompt: 'Wybierz jedną opcję' },
    location: { label: 'Miejsce', placeholder: 'Zakład, biuro, miasto lub online' },
    date: { label: 'Data (opcjonalnie)', hint: 'Kiedy to się stało, jeśli wiadomo.' },
    time: {
      label: 'Godzina (opcjonalnie)',
      hint: 'Pomaga uporządkować wydarzenia; nie jest przesyłana.',
    },
    description: {
      label: 'Opis',
      hint: 'Co się wydarzyło, własnymi słowami: co najmniej 10 znaków. Lepiej unikać szczegółów, które pozwalają ustalić tożsamość osoby zgłaszającej, chyba że jest to zamierzone.',
    },
    people: {
      legend: 'Zaangażowane osoby',
      hint: 'Kto brał w tym udział lub był świadkiem. Dla każdej osoby należy dodać wiersz; zbędne wiersze można usunąć.',
      fullName: 'Osoba {n}: imię i nazwisko',
      jobRole: 'Osoba {n}: stanowisko',
      remove: 'Usuń',
      removeLabel: 'Usuń osobę {n}',
      add: 'Dodaj osobę',
    },
    you: {
      legend: 'Dane osoby zgłaszającej (opcjonalnie)',
      hint: 'Aby zachować anonimowość, należy zostawić te pola puste. Po podaniu adresu e-mail informujemy o nowościach w sprawie, ale nigdy o ich treści.',
      firstName: 'Imię',
      lastName: 'Nazwisko',
      email: 'E-mail',
    },
    pin: {
      legend: 'Kod PIN',
      text: 'Razem z identyfikatorem zgłoszenia ten PIN jest jedynym sposobem powrotu do zgłoszenia. Przechowujemy go wyłącznie w postaci jednokierunkowego skrótu i nie możemy go zresetować ani odzyskać.',
      label: 'PIN',
      hint: 'Co najmniej 6 znaków. Najlepiej taki, który łatwo zapamiętać, a innym trudno odgadnąć.',
      confirm: 'Powtórz PIN',
      strength: {
        weak: 'Siła: słaby – łatwy do odgadnięcia. Lepiej użyć co najmniej 8 znaków, a nie ciągu w rodzaju 123456.',
        fair: 'Siła: średni. Co najmniej 12 znaków, w tym litery i cyfry, da silny PIN.',
        strong: 'Siła: silny.',
      },
    },
    checkFields: 'Prosimy sprawdzić pola oznaczone powyżej.',
    submit: 'Wyślij',
    submitting: 'Wysyłanie…',
  },
  evidence: {
    label: 'Dowody (opcjonalnie)',
    remarkLabel: 'Dodaj plik (opcjonalnie)',
    types: 'Jeden plik: {kinds}. Maksymalnie 10 MB.',
    kinds: [
      'PDF',
      'Obrazy (JPEG, PNG, GIF, WebP, HEIC, TIFF)',
      'Dokumenty Office (Word, Excel, PowerPoint, OpenDocument)',
      'Wiadomości e-mail (.eml, .msg)',
      'Pliki tekstowe, Markdown, CSV i zapisane strony internetowe',
      'Archiwa ZIP (do 100 MB po rozpakowaniu)',
      'Nagrania audio (MP3, M4A, WAV, OGG)',
      'Wideo (MP4, MOV, WebM)',
    ],
    metadataNotice:
      'Zanim zapiszemy plik, usuwamy z niego ukryte informacje, które mogłyby ujawnić tożsamość osoby zgłaszającej: zapisane w zdjęciach miejsce, aparat i datę (JPEG, PNG, WebP, TIFF) oraz autora, firmę i program do edycji zapisane w plikach PDF, Word, Excel i PowerPoint. Nie możemy usunąć tego, co sam plik pokazuje lub mówi: twarzy, nazwisk, podpisów, nagłówków firmowych ani nazwiska w treści. Pliki audio, wideo i inne są przechowywane bez zmian.',
    remove: 'Usuń {name}',
  },
  choices: {
    interactionType: {
      Environmental: 'Środowisko',
      Social: 'Kwestie społeczne',
      Governance: 'Ład korporacyjny',
    },
    priority: { High: 'Wysoki', Medium: 'Średni', Low: 'Niski' },
    relationShip: {
      Associate: 'Współpracownik',
      Consultant: 'Konsultant',
      'Contract Worker': 'Pracownik kontraktowy',
      Contractor: 'Wykonawca',
      'Co-Worker': 'Kolega lub koleżanka z pracy',
      Employee: 'Pracownik',
      'Former Associate': 'Były współpracownik',
      'Former-Employee': 'Były pracownik',
      Other: 'Inne',
      'Prefer not to answer': 'Wolę nie odpowiadać',
      Supplier: 'Dostawca',
    },
  },
  success: {
    title: 'Zgłoszenie zostało wysłane',
    submittedOn: 'Data wysłania: {date}.',
    idLabel: 'Identyfikator zgłoszenia',
    copy: 'Kopiuj identyfikator',
    copied: 'Skopiowano',
    download: 'Pobierz potwierdzenie',
    copyFailed: 'Przeglądarka nie pozwoliła na skopiowanie: prosimy zapisać identyfikator ręcznie.',
    saveTitle: 'Prosimy od razu zapisać identyfikator zgłoszenia i kod PIN.',
    saveText:
      'To jedyny sposób powrotu do zgłoszenia, a żadnego z nich nie możemy zresetować ani odzyskać. Potwierdzenie zawiera identyfikator, ale nigdy kodu PIN.',
    comeBack: 'Termin powrotu: {date}',
    comeBackWhy: '(czyli w ciągu {days} dni roboczych): osoba prowadząca sprawę może mieć pytania.',
    back: 'Powrót do TrustLink',
  },
  receipt: {
    fileName: 'trustlink-receipt.txt',
    title: 'Potwierdzenie TrustLink',
    id: 'Identyfikator zgłoszenia',
    submittedOn: 'Data wysłania',
    comeBackBy: 'Termin powrotu',
    businessDays: '(w ciągu {days} dni roboczych)',
    howTo:
      'Aby się zalogować, należy użyć tego identyfikatora zgłoszenia i wybranego kodu PIN za pomocą przycisku „{button}” na stronie TrustLink. To potwierdzenie nie zawiera kodu PIN.',
    lost: 'Dostawca nie może zresetować ani odzyskać utraconego identyfikatora zgłoszenia ani kodu PIN.',
  },
  followUp: {
    eyebrow: 'TrustLink',
    button: 'Sprawdź zgłoszenie',
    titleLogin: 'Sprawdzenie zgłoszenia',
    titleRecord: 'Szczegóły zgłoszenia',
    close: 'Zamknij',
    loginLead:
      'Prosimy podać otrzymany identyfikator zgłoszenia i wybrany kod PIN. W razie ich utraty nie możemy ich odzyskać.',
    id: 'Identyfikator zgłoszenia',
    pin: 'PIN',
    submit: 'Sprawdź',
    checking: 'Sprawdzanie…',
    columns: {
      id: 'Identyfikator zgłoszenia',
      title: 'Tytuł',
      submitted: 'Data wysłania',
      people: 'Zaangażowane osoby',
      status: 'Status',
      date: 'Data',
    },
    status: {
      new: 'Nowe',
      acknowledged: 'Przyjęte',
      under_investigation: 'W trakcie wyjaśniania',
      awaiting_reporter: 'Oczekuje na odpowiedź',
      closed: 'Zamknięte',
    },
    ownReport: {
      summary: 'Treść zgłoszenia',
      summaryWithFiles: 'Treść zgłoszenia i pliki ({count})',
      type: 'Rodzaj',
      priority: 'Priorytet',
      relationship: 'Związek z organizacją',
      location: 'Miejsce',
      description: 'Opis',
      people: 'Zaangażowane osoby',
      files: 'Pliki',
      fromStaff: 'od osoby prowadzącej sprawę',
      fromYou: 'od osoby zgłaszającej',
    },
    outcome: {
      title: 'Rozstrzygnięcie zgłoszenia',
      noText: 'Osoba prowadząca sprawę zamknęła to zgłoszenie.',
      closedOn: 'Data zamknięcia',
      deletedOn: 'Data usunięcia',
      deletedWith: '{date}, wraz z dowodami',
    },
    messages: {
      title: 'Wiadomości',
      none: 'Brak wiadomości. Gdy osoba prowadząca sprawę o coś zapyta, wiadomość pojawi się tutaj.',
      staff: 'Osoba prowadząca sprawę',
      you: 'Osoba zgłaszająca',
    },
    closed:
      'To zgłoszenie jest zamknięte. Jeśli wydarzyło się coś nowego, prosimy złożyć nowe zgłoszenie.',
    lastReply: 'Ostatnią odpowiedź można wysłać do {date}.',
    remark: {
      label: 'Uwagi',
      hint: 'Odpowiedzi na pytania osoby prowadzącej sprawę lub dodatkowe informacje.',
      sent: 'Uwagi zostały przekazane osobie prowadzącej sprawę.',
      send: 'Wyślij uwagi',
      sending: 'Wysyłanie…',
    },
  },
  validation: {
    required: 'Pole wymagane',
    titleTooShort: 'Wymagane co najmniej 6 znaków',
    descriptionTooShort: 'Wymagane co najmniej 10 znaków',
    pinTooLong: 'Maksymalna liczba znaków: {max}',
    pinMismatch: 'Podane kody PIN nie są takie same',
    pinCharacter: 'PIN zawiera znak, którego nie można użyć.',
    invalidCredentials: 'Nieprawidłowy identyfikator zgłoszenia lub kod PIN',
    locked:
      'Zbyt wiele błędnych kodów PIN dla tego identyfikatora zgłoszenia. Zgłoszenie zostało zablokowane na {minutes} min; prosimy spróbować ponownie później.',
    tooManyRequests: 'Zbyt wiele prób z tego połączenia. Prosimy odczekać kilka minut.',
    sessionEnded:
      'Sesja sprawdzania zgłoszenia wygasła. Prosimy ponownie podać identyfikator zgłoszenia i kod PIN.',
    badReporterJson:
      'Nie udało się odczytać danych osoby zgłaszającej. Prosimy odświeżyć stronę i spróbować ponownie.',
    badInvolvedJson:
      'Nie udało się odczytać danych zaangażowanych osób. Prosimy odświeżyć stronę i spróbować ponownie.',
    tooManyFiles: 'Prosimy dołączyć tylko jeden plik z dowodami.',
    fileTooLarge: 'Plik z dowodami jest większy niż 10 MB. Prosimy przesłać mniejszy plik.',
    fileEmpty: 'Plik z dowodami jest pusty.',
    fileType:
      'Plik tego rodzaju nie może zostać przyjęty jako dowód. Prosimy przesłać plik PDF, obraz, dokument Office, wiadomość e-mail, plik tekstowy, archiwum ZIP, nagranie audio lub wideo.',
    archiveTooLarge:
      'Po rozpakowaniu to archiwum zajęłoby ponad 100 MB albo zawiera ponad 10 000 plików. Prosimy przesłać osobno najważniejsze pliki lub opisać je w zgłoszeniu.',
    fileNameRefused:
      'Pliki z rozszerzeniem .{extension} nie mogą zostać przyjęte jako dowody bez względu na zawartość, ponieważ komputery uruchamiają je lub otwierają jako programy albo strony internetowe. Prosimy przesłać plik PDF, obraz, dokument Office, zwykły tekst, nagranie audio lub wideo.',
    caseQuotaFull:
      'Po dodaniu tego pliku dowody w tym zgłoszeniu przekroczyłyby {megabytes} MB, czyli najwięcej, ile może obejmować jedno zgłoszenie. Prosimy przesłać mniejszy plik albo dodać uwagi bez pliku i opisać w nich dowody.',
    uploadsBusy:
      'W tej chwili wysyłanych jest wiele zgłoszeń. Prosimy odczekać minutę i wysłać formularz ponownie; wprowadzone dane nie zostały zapisane.',
    fileNotFound: 'W tym zgłoszeniu nie ma takiego pliku.',
    caseClosed:
      'To zgłoszenie jest zamknięte, a ostatnia odpowiedź została już wysłana lub minął na nią czas, więc nie można dodać kolejnych uwag. Jeśli wydarzyło się coś nowego, prosimy złożyć nowe zgłoszenie.',
    interactionId: 'Identyfikator zgłoszenia ma 16 cyfr.',
    email: 'Prosimy podać prawidłowy adres e-mail.',
    emailTooLong: 'Ten adres e-mail jest za długi.',
    tooManyPeople: 'Maksymalna liczba zaangażowanych osób: {max}.',
    tooLong: 'Maksymalna liczba znaków w polu „{label}”: {max}.',
    tooShort: 'Minimalna liczba znaków w polu „{label}”: {min}.',
    control: 'Pole „{label}” zawiera niewidoczne znaki sterujące. Prosimy je usunąć.',
    illFormed: 'Pole „{label}” zawiera uszkodzony znak. Prosimy wpisać tekst ponownie.',
    notText: 'Pole „{label}” musi zawierać tekst.',
    dateFormat: 'Pole „{label}” musi zawierać datę w formacie RRRR-MM-DD.',
    dateUnreal: 'W polu „{label}” podano nieistniejącą datę. Prosimy sprawdzić dzień i miesiąc.',
    correctFields: 'Prosimy poprawić wyróżnione pola.',
    unreachable:
      'Nie udało się połączyć z naszym serwerem. Prosimy sprawdzić połączenie i spróbować ponownie.',
    general: 'Coś poszło nie tak. Prosimy spróbować ponownie.',
  },
  labels: {
    Title: 'Tytuł',
    Description: 'Opis',
    Location: 'Miejsce',
    'The date': 'Data',
    'First name': 'Imię',
    'Last name': 'Nazwisko',
    'Phone number': 'Numer telefonu',
    'Full name': 'Imię i nazwisko',
    'Job role': 'Stanowisko',
    'Your remark': 'Uwagi',
    'The e-mail address': 'Adres e-mail',
  },
};
