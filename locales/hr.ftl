# Sučelje Game Laba na hrvatskom, prevedeno iz referentne datoteke en.ftl.
# Svaki identifikator i svaka { $varijabla } kao u en.ftl; prevode se samo vrijednosti.
# Broj može birati riječi prema množinskim oblicima jezika (one, few, other), svaka inačica u svom retku.

## Sam jezik

# Ime jezika na samom tom jeziku, u izboru jezika.
language-name = Hrvatski
# Razdjelnik cijelog i decimalnog dijela broja.
decimal-separator = ,

## Okvir: poveznica za preskakanje, izbornik, podnožje

skip-link = Preskoči na sadržaj
brand = Game Lab
nav-label = Glavna navigacija
nav-menu = Izbornik ☰
nav-close = Zatvori ✕
nav-labs = Laboratoriji
nav-about = O projektu
language-label = Jezik
footer = Game Lab — teorija igara u pregledniku, sve računa Rust preveden u WebAssembly. Nakon učitavanja radi i bez mreže.
not-found-title = Stranica nije pronađena
not-found-text = Ova adresa ne vodi ni na jednu stranicu aplikacije Game Lab.
back-to-labs = ← svi laboratoriji

## Početna stranica

home-lead = Igralište teorije igara koje radi u potpunosti u tvom pregledniku: pokretači igara, algoritmi pretraživanja i rješavači napisani u jeziku Rust, egzaktni gdje je to važno i prikazani dok rade.
home-open = otvori

## Stranica „O projektu”

about-title = O projektu Game Lab
about-intro = Sve se ovdje računa u tvom pregledniku, istom jezgrom u jeziku Rust koja pokreće alat naredbenog retka { $command }. Slučajni procesi dobivaju izričito zadano sjeme, pa se svaki rezultat može ponoviti.
about-references = Literatura
about-ttt-title = Križić-kružić: reproducirane činjenice
about-ttt-facts = 5 478 dostižnih pozicija (765 do na simetriju), 958 završnih, 255 168 potpunih partija (X pobjeđuje u 131 184, O u 77 904, 46 080 neriješenih), vrijednost igre je neriješeno, 549 946 čvorova za obični minimaks od prazne ploče.

## Laboratoriji: njihova imena i odlomci početne stranice

lab-tictactoe-name = Križić-kružić i pretraživanje stabla igre
lab-tictactoe-blurb = Igraj protiv algoritma alfa-beta, prati njegovo stablo s α/β prozorima i odsijecanjima, usporedi minimaks, alfa-beta podrezivanje, redoslijed poteza, transpozicijske tablice i pretraživanje brojevima dokaza (proof-number search).

lab-racing-name = Utrke
lab-racing-blurb = Koji je igrač bolji? Hoeffdingove i Bernsteinove utrke, LEBR i njegove inačice: gledaj kako utrka odlučuje i koliko stoji sigurnost, uz egzaktne krivulje pogreške α(μ).

lab-games-name = Igre u normalnoj formi
lab-games-blurb = Sve Nashove ravnoteže u egzaktnim razlomcima (uz objašnjenje degeneriranih igara), razine sigurnosti, dominacija čistim i mješovitim strategijama, Gambitove .nfg datoteke; igre triju i četiriju igrača, svaka ravnoteža certificirana, te korelirane ravnoteže.

lab-trees-name = Stabla igre
lab-trees-blurb = Izgradi ručno stablo igre za dva igrača ili otvori Gambitovu .efg datoteku, gledaj korak po korak kako indukcija unazad pronalazi savršenu ravnotežu podigara i otkrij nevjerodostojne prijetnje iza svake druge ravnoteže.

lab-imperfect-name = Nepotpune informacije
lab-imperfect-blurb = Igre s informacijskim skupovima — Kuhnov i Leduc poker, signalizacijska igra, Gambitove .efg datoteke: egzaktna rješenja preko sekvencijske forme (linearno programiranje za igre sume nula, inače Lemkeov algoritam), potvrđena egzaktnim najboljim odgovorima, te učenje CFR, CFR+ i DCFR uz iskoristivost koja pada na log–log grafu.

lab-evolution-name = Evolucijska dinamika
lab-evolution-blurb = Kako igrači dolaze do ravnoteže: replikatorska dinamika, dinamika najboljeg odgovora i logit dinamika na simpleksu, sa svakom stacionarnom točkom u egzaktnim razlomcima (Nash? ESS? stabilna?), fiktivna igra, Moranove vjerojatnosti fiksacije i ponovljena zatvorenikova dilema — strategije iz Axelrodove biblioteke u turnirima, ekološkim simulacijama i utrkama koje pokazuju koja je strategija bolja.

lab-blotto-name = Pukovnik Blotto
lab-blotto-blurb = Egzaktne optimalne mješovite strategije, certificirane egzaktnom aritmetikom: zadano preko particija jedinica raspoređenih po poljima slučajnim redoslijedom (do 100 polja i 200 jedinica), ili linearnim programom toka sa slajdova predavanja ili metodom dvostrukog oraklja; grafovi isplata i runda protiv optimuma.

lab-evolve-name = Optimizacija strategija
lab-evolve-blurb = Strategije za Rat i Rrrats! razvijene evolucijom s četiri Jakóbczykova optimizatora (2023), s utrkama kao komparatorima: gledaj kako u Ratu nastaje „uvijek silazno”, skupna pokretanja poput njegovih tablica 4.1/4.2 uz njegove tvrdnje te egzaktne vjerojatnosti pobjede u Rrrats! iz Markovljevog lanca.

lab-loa-name = Lines of Action
lab-loa-blurb = Igraj Lines of Action na ploči koja pokazuje svaki dopušteni potez, pregledaj šesnaest objavljenih partija polupotez po polupotez i postavi vlastite pozicije.

lab-connect4-name = Četiri u nizu
lab-connect4-blurb = Igraj Četiri u nizu protiv egzaktnog rješavača brzog kao onaj Pascala Ponsa i pitaj ga za ocjenu svakog stupca: tko pobjeđuje i kojim žetonom, uz najbolju igru.

lab-love-letter-name = Love Letter
lab-love-letter-blurb = Igraj protiv pohlepnih i ISMCTS agenata koji vide samo ono što se vidi s njihova mjesta, pitaj ih zašto, pokreni turnire svatko protiv svakoga s grafovima konvergencije i prepusti utrci da odluči koji je agent bolji.

lab-ticket-to-ride-name = Ticket to Ride
lab-ticket-to-ride-blurb = Igraj na karti SAD-a protiv algoritamskih i neuronskih igrača iz diplomskog rada (vide samo svoje karte), gledaj kako igraju jedni protiv drugih, treniraj mrežu u pregledniku i ponovno izračunaj tablice bodova iz rada.

lab-classroom-name = Učionica
lab-classroom-blurb = Razred uživo na mobitelima igra natjecanje ljepote, igru ultimatuma, javna dobra, zatvorenikovu dilemu, dražbe i još mnogo toga; izbori razreda pojavljuju se uz ravnotežu koju izračuna Game Lab. Potreban je poslužitelj učionice (./scripts/classroom.sh).

lab-exercises-name = Vježbe
lab-exercises-blurb = Vježbanje koje se samo ocjenjuje: čiste i mješovite ravnoteže, iterirana eliminacija dominiranih strategija, savršenost podigara, vrijednosti igara sume nula, najbolji odgovori za Blotto i ESS, generirani egzaktnim rješavačima samih laboratorija, uz savjet, razrađeno rješenje i bodove; skup podijeli njegovom poveznicom.

## Vježbe

exercises-title = Vježbe
exercises-explain = Svaki se zadatak generira iz svojeg sjemena egzaktnim rješavačima samih laboratorija, pa je svaki odgovor egzaktan. Upiši odgovor i pritisni Enter ili Provjeri; razrađeno rješenje pojavljuje se nakon prvog odgovora (ili kad ga zatražiš). Adresa sadrži skup: podijeli je i svi će dobiti ista pitanja.
exercises-bad-address = Vježbe: ova adresa ne opisuje skup
exercises-unreadable-address = adresa se nije mogla pročitati: { $error }
exercises-new-set = Započni novi skup
exercises-kind = Vrsta
exercises-all-kinds = Po jedan svake vrste
exercises-level = Razina
exercises-seed = Sjeme
exercises-another = Drugi skup
exercises-score = Rezultat: { $first } od { $total } točno iz prvog pokušaja (odgovoreno: { $answered }).
exercises-tag = { $level } · sjeme { $seed }
exercises-hint = Savjet
exercises-your-answer = Tvoj odgovor
exercises-check = Provjeri
exercises-show-solution = Prikaži rješenje
exercises-not-right = Netočno.
exercises-solution = Rješenje
exercises-answer = Odgovor:
exercises-bimatrix-caption = Svaka ćelija: isplata igrača retka, isplata igrača stupca.
exercises-tree-explain = Stablo od korijena: svaki čvor kaže tko je na potezu, svaki list isplate ({ $first }, { $second }).
exercises-tree-moves = { $node }: na potezu je { $player }
exercises-tree-payoffs = isplate ({ $first }, { $second })
exercises-blotto-caption = { $fields } { $fields ->
        [one] polje
        [few] polja
       *[other] polja
    }; imaš { $units } { $units ->
        [one] jedinicu
        [few] jedinice
       *[other] jedinica
    }. Protivnikove raspodjele i njihove vjerojatnosti:
exercises-blotto-field = polje { $field }
exercises-blotto-probability = vjerojatnost
exercise-kind-pure-nash = Nashove ravnoteže u čistim strategijama
exercise-kind-dominance = Iterirana eliminacija dominiranih strategija
exercise-kind-mixed = Ravnoteža u mješovitim strategijama
exercise-kind-spe = Savršena ravnoteža podigara
exercise-kind-zero-sum = Vrijednost igre sume nula
exercise-kind-blotto = Najbolji odgovor za Blotto
exercise-kind-ess = Evolucijski stabilne strategije
exercise-level-easy = Laka
exercise-level-medium = Srednja
exercise-level-hard = Teška

## Utrke

racing-title = Utrke: koji je igrač bolji, uz zajamčenu pogrešku
racing-lead = Dva igrača igraju nezavisne partije; igrač 1 dobiva svaku s vjerojatnošću μ. Utrka provjerava granice pouzdanosti za μ nakon zakazanih brojeva partija i staje čim može reći koji je igrač bolji — s vjerojatnošću pogreške najviše δ kad se igrači razlikuju za više od ε.
racing-bad-view = Utrke: ova adresa ne imenuje prikaz
racing-open = Otvori laboratorij utrka
racing-tab-live = Utrka uživo
racing-tab-curves = Krivulje pogreške
racing-tab-calc = Kalkulator
racing-none = — nijedna —
race-algorithm-hoeffding = Hoeffdingova utrka
race-algorithm-bernstein = Bernsteinova utrka
race-algorithm-lebr = LEBR
race-algorithm-ilebr = ILEBR
race-algorithm-ilebr2 = ILEBR 2
race-algorithm-ilebr-star = ILEBR*
race-algorithm-ilebr-star2 = ILEBR* 2
race-player-1-better = igrač 1 je bolji
race-player-2-better = igrač 2 je bolji
race-undecided = neodlučeno
race-running = u tijeku…
race-stop-bound = granica pouzdanosti prešla je 0,5
race-stop-precision = tekuće granice približile su se na 2ε (zaustavljanje zbog preciznosti)
race-stop-horizon = posljednji zakazani test (horizont); odlučuje završno pravilo
race-stop-cap = ograničenje broja partija, bez odluke
race-algorithm = Algoritam
race-against = Protiv (iste partije)
race-games-from = Partije iz
race-source-mu = simulirani Bernoulli(μ)
race-source-pattern = ponavljajući uzorak 0/1
race-source-war = Rat: igraju dvije strategije
race-source-rrrats = Rrrats!: igraju dvije strategije
race-strategy-1 = strategija igrača 1
race-strategy-2 = strategija igrača 2
race-seed = sjeme
race-rules = pravila
race-mu = μ (P[igrač 1 dobiva])
race-pattern = uzorak (1 = igrač 1 dobiva)
race-eps = ε (preciznost)
race-delta = δ (vjerojatnost pogreške)
race-cap = ograničenje (partije)
race-speed = brzina
race-speed-slow = sporo (20 partija / korak)
race-speed-fast = brzo (2 000 partija / korak)
race-speed-very-fast = vrlo brzo (50 000 partija / korak)
race-start = Pokreni utrku
race-pause = Pauziraj
race-resume = Nastavi
race-step = Jedan test
race-col-race = utrka
race-col-games = partije
race-col-tests = testovi
race-col-decision = odluka
race-col-why = zašto je stala
race-explain-band = Pojas je tekući interval pouzdanosti [LB, UB]: LB je najveća donja granica viđena u ijednom testu, UB najmanja gornja, obje prikazane unutar [0, 1] (granica izvan toga ne govori ništa o vjerojatnosti; sama utrka uspoređuje neobrađene granice). Klasične utrke i ILEBR inačice sa zvjezdicom staju kad pojas napusti 0,5 — tada je bolji igrač poznat s pouzdanošću 1 − δ. LEBR i njegove inačice bez zvjezdice staju kad je pojas uži od 2ε (zaustavljanje zbog preciznosti) i javljaju srednju vrijednost.
race-explain-equal = Nijedna utrka ne staje prelaskom pri μ = 0,5: pojas s velikom vjerojatnošću sadrži istinu pa ne može napustiti 0,5. Zato svaka utrka treba horizont ili ograničenje, a to donosi zaustavljanje zbog preciznosti: ograničen broj partija i kad su igrači jednaki, po cijenu pogreške kad se razlikuju za manje od ε.

## Vježbe: pitanja (imena i brojevi iz igre dolaze u varijablama)

exq-pure-nash-text = Pronađi sve Nashove ravnoteže u čistim strategijama ove igre. Svako polje pokazuje isplatu igrača retka, a zatim igrača stupca.
exq-pure-nash-format = Polja ravnoteža kao parovi (redak, stupac), npr. (r1, c2) (r2, c1); none ako ih nema.
exq-pure-nash-hint = U svakom stupcu označi najbolju isplatu igrača retka, a u svakom retku najbolju isplatu igrača stupca. Polje označeno dvaput je ravnoteža: nijedan igrač ne dobiva ako sam promijeni strategiju.
exq-dominance-text = Uklanjaj strogo dominirane strategije (dominirane drugom čistom strategijom) jednu po jednu dok nijedna ne ostane. Navedi redoslijed uklanjanja. Svako polje pokazuje isplatu igrača retka, a zatim igrača stupca.
exq-dominance-format = Strategije redom kojim ih uklanjaš, npr. r3, c2, r1.
exq-dominance-hint = Strategija je strogo dominirana kad druga strategija istog igrača donosi strogo više protiv svake preostale strategije protivnika. Uklanjanje jedne može učiniti druge dominiranima: provjeri ponovno nakon svakog koraka.
exq-mixed-text = Ova igra ima točno jednu Nashovu ravnotežu i ona je mješovita. Pronađi strategije obaju igrača. Svako polje pokazuje isplatu igrača retka, a zatim igrača stupca.
exq-mixed-format = Vjerojatnosti igrača retka, točka-zarez, zatim igrača stupca, kao razlomci, npr. (1/3, 2/3); ({ $example }).
exq-mixed-hint-two = U mješovitoj ravnoteži svaki je igrač indiferentan između strategija koje miješa: odaberi p igrača retka tako da oba stupca igraču stupca donose isto, a q igrača stupca tako da oba retka igraču retka donose isto.
exq-mixed-hint-more = Potraži dva stupca koja igrač stupca miješa (stupac koji mu nikad nije najbolji odbaci). Mješavina igrača retka izjednačuje isplate tih dvaju stupaca, mješavina igrača stupca izjednačuje isplate obaju redaka; provjeri da mu ostali stupci donose manje.
exq-spe-text = Pronađi savršenu ravnotežu podigara ove igre sa savršenim informacijama: akciju igrača koji je na potezu u svakom čvoru odluke ({ $nodes }), uključujući čvorove do kojih igra u ravnoteži nikad ne dolazi. Isplate su (igrač 1, igrač 2).
exq-spe-format = Svaki čvor odluke jednom, s njegovom akcijom, kao čvor: akcija, odvojeno točkom-zarezom, bilo kojim redom i veličinom slova, npr. A: L; B: x; C: y.
exq-spe-hint = Indukcija unazad: počni od najdubljih čvorova odluke, gdje igrač bira akciju koja mu najviše donosi; zamijeni svaki takav čvor ishodom do kojeg vodi i napreduj prema korijenu. Svaki čvor dobiva izbor, i oni izvan puta ravnoteže.
exq-zero-sum-text = U ovoj igri sume nula matrica pokazuje isplate igrača retka; igrač stupca dobiva njihove suprotne vrijednosti. Pronađi vrijednost igre: ono što igrač retka može sebi zajamčiti optimalnom (možda mješovitom) strategijom, i ne više od onoga na što ga igrač stupca može ograničiti.
exq-zero-sum-caption = Isplate igraču retka; igrač stupca dobiva suprotne vrijednosti.
exq-zero-sum-format = Jedan egzaktan broj: razlomak, npr. 3/2 ili -1/3, cijeli broj, npr. -1, ili decimalni broj kad je egzaktan, npr. 1,5.
exq-zero-sum-hint = Usporedi maxmin igrača retka u čistim strategijama (najveći minimum retka) s minmaxom (najmanji maksimum stupca). Ako su jednaki, to je polje sedlasta točka i njegova je isplata vrijednost igre. Ako nisu, vrijednost je između njih: ukloni dominirane strategije, zatim pronađi mješavine uz koje je protivnik indiferentan između strategija koje koristi.
exq-blotto-text = Pukovnik Blotto na { $fields } polja. Imaš { $units } { $units ->
        [one] jedinicu
        [few] jedinice
       *[other] jedinica
    } za raspodjelu po poljima; protivnik ima { $opponent } i igra prikazanu mješovitu strategiju: svaku raspodjelu (jedinice na polju 1, polju 2, …) s njezinom vjerojatnošću. Na svakom polju pobjeđuje strana s više jedinica: dobivaš +1 za osvojeno polje, −1 za izgubljeno i 0 za neriješeno, a tvoja je isplata zbroj po poljima. Pronađi raspodjelu svih { $units } jedinica s najvećom očekivanom isplatom (najbolji odgovor).
exq-blotto-format = { $fields } cijela broja: jedinice na poljima od 1 do { $fields }, ukupno { $units }, npr. { $example } (ovo samo pokazuje kako se piše).
exq-blotto-hint = Očekivana isplata je zbroj po poljima, a polje ovisi samo o tome koliko jedinica protivnik stavi na njega. Za svako polje izračunaj što ondje donosi 0, 1, 2, … jedinica (vjerojatnost da protivnik ima manje minus vjerojatnost da ima više), zatim rasporedi jedinice tako da zbroj bude najveći.
exq-ess-text = Pronađi sve evolucijski stabilne strategije (ESS) ove simetrične igre, čiste ili mješovite.
exq-ess-caption = Svaki broj je isplata strategije retka protiv strategije stupca (oba igrača imaju iste strategije i isplate).
exq-ess-format = Svaka ESS kao vektor vjerojatnosti nad ({ $strategies }), u zagradama, odvojene točkom-zarezom, bilo kojim redom; ili none. Na primjer: { $example }
exq-ess-hint = ESS je prije svega simetrična Nashova ravnoteža (x, x). Stroga ravnoteža je ESS. Ako mutant y protiv x prolazi jednako dobro kao sam x, tada x protiv y mora proći bolje nego y protiv samoga sebe.

## Pukovnik Blotto

blotto-title = Pukovnik Blotto: egzaktne optimalne strategije
blotto-lead = Dva pukovnika istodobno raspoređuju svoje jedinice na K bojnih polja; tko na polje pošalje više jedinica, osvaja ga (+1), a neriješeno je 0. Nijedna čista strategija nije sigurna — (4,4,5) gubi od (5,5,0) — pa je optimalna igra slučajna. Ugrađena simpleks metoda pronalazi egzaktni optimum.
blotto-fields = polja K (1–{ $max })
blotto-units-a = jedinice A (0–{ $max })
blotto-units-b = jedinice B (0–{ $max })
blotto-method = metoda
blotto-method-partitions = particije, egzaktno (bilo koja veličina)
blotto-method-double-oracle = dvostruko oraklje nad raspodjelama (K ≤ { $fields }, A, B ≤ { $units })
blotto-method-flow-lp = linearni program toka sa slajdova predavanja o igri Blotto (male igre)
blotto-solve = Riješi
blotto-plots-title = Grafovi vrijednosti kao na slajdovima predavanja o igri Blotto (izračunani u radnoj niti)
blotto-plot-k6 = Vrijednost prema A − B (K = 6, B = 10)
blotto-plot-b-family = Obitelj B = 1…10 (K = 6)
blotto-plot-k-family = Obitelj K = 4, 6, 8, 10 (B = 10)
blotto-plot-heat = Toplinska karta za A, B = 0…{ $units } uz gore zadani K
blotto-export-svg = Izvezi SVG
blotto-heat-title = Vrijednost za A po (A, B) uz K = { $fields }
blotto-chart-title = Vrijednost za A prema prednosti A − B
blotto-chart-y = vrijednost za A
blotto-exact = { $value } ≈ { $decimal } (egzaktno)
blotto-value = Vrijednost za A: { $value }
blotto-row-partition = particija, slučajnim redoslijedom polja
blotto-row-allocation = raspodjela
blotto-probability = vjerojatnost
blotto-rows-shown = Broj redaka: { $rows }; prikazano je 60 najvjerojatnijih (svi su u CSV datoteci)
blotto-method-info = { $method } — varijable × ograničenja: { $variables } × { $constraints }, pivotiranja simpleksa: { $pivots }, { $ms } ms u radnoj niti.
blotto-method-info-rounds = { $method } — varijable × ograničenja: { $variables } × { $constraints }, pivotiranja simpleksa: { $pivots }, runde: { $rounds }, { $ms } ms u radnoj niti.
blotto-certificate = Certifikat: najbolji odgovor igrača B na strategiju igrača A je ({ $b }), koji igraču A i dalje prepušta { $value }; najbolji odgovor igrača A na strategiju igrača B je ({ $a }). { $gap }
blotto-gap-exact = Jaz 0: oba najbolja odgovora, izračunana egzaktnom racionalnom aritmetikom nad svim raspodjelama, postižu točno vrijednost igre.
blotto-gap = Jaz { $gap }.
blotto-partitions-note = Svaki je redak particija jedinica: pukovnik izvlači redak s njegovom vjerojatnošću, a zatim dijeli njegove dijelove poljima uniformno slučajnim redoslijedom. Protiv slučajnog redoslijeda važna je samo razdioba broja jedinica na jednom polju, pa optimalnoj strategiji treba samo nekoliko particija.
blotto-strategy-a = Optimalna strategija igrača A
blotto-strategy-b = Optimalna strategija igrača B
blotto-export-strategies = Izvezi strategije (CSV)
blotto-marginals-a = Marginalne razdiobe igrača A po poljima (P[jedinice na polju])
blotto-marginals-b = Marginalne razdiobe igrača B po poljima
blotto-summary = Sažetak: { $rows } { $rows ->
        [one] različita razdioba
        [few] različite razdiobe
       *[other] različitih razdioba
    } na { $fields } { $fields ->
        [one] polju
        [few] polja
       *[other] polja
    }; prikazane su jedinice 0–{ $last } (nijedno polje ne dobiva više jedinica s vjerojatnošću većom od { $shown }).
blotto-full-table = Cijela tablica (polja × jedinice: { $fields } × { $units })
blotto-field-units = polje \ jedinice
blotto-fields-units = polja \ jedinice
blotto-play-title = Igraj kao B protiv optimalne strategije igrača A
blotto-play-allocation = Tvoja raspodjela jedinica po poljima (broj jedinica: { $units }, broj polja: { $fields })
blotto-play = Odigraj rundu
blotto-play-result = A je odigrao { $a } protiv tvoje raspodjele { $b }: tvoj je rezultat { $score }.
blotto-play-totals = Runde: { $rounds }, tvoj zbroj: { $total }, prosjek: { $average } (B može očekivati najviše { $best }).
blotto-play-seed = Izvlačenja igrača A dolaze iz sjemena { $seed } (svježeg, iz entropije ovog preglednika).
blotto-bench-summary = Mjerenje brzine u ovom pregledniku: tablica sa slajdova predavanja i teško područje
blotto-bench-run = Pokreni obje metode na retcima tablice sa slajdova predavanja, zatim particije na teškom području
blotto-col-value = vrijednost
blotto-col-rounds = runde
blotto-col-method = metoda

## Dijelovi svake stranice: napredak posla, rezultati ranijih unosa, podaci grafa

common-starting = pokretanje…
common-progress = napredak
common-running = u tijeku: { $what }
common-cancel = Odustani
common-done = gotovo za { $ms } ms (u radnoj niti)
common-cancelled = otkazano
common-failed = neuspjelo: { $reason }
common-stale-run = Ovi rezultati odnose se na ranije unose — pokrenite ponovno da ih osvježite.
common-stale-typing = Ovi rezultati odnose se na ranije unose — pritisnite Enter ili napustite polje da primijenite izmjenu.
common-less = manje
common-more = više…
common-chart-of = Graf: { $y } u ovisnosti o { $x }
common-chart-data = Podaci grafa kao tablica
common-points-left-out = { $n ->
        [one] (izostavljena je { $n } točka između njih)
        [few] (izostavljene su { $n } točke između njih)
       *[other] (izostavljeno je { $n } točaka između njih)
    }
common-loading-solvers = Učitavanje rješavača (WebAssembly modula ove stranice)…
