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

## Križić-kružić

ttt-address-unreadable = adresa se nije mogla pročitati: { $error }
ttt-error-title = Križić-kružić: ova adresa ne opisuje partiju
ttt-start-new = Započni novu partiju
ttt-title = Križić-kružić i pretraživanje stabla igre
ttt-lead = Dva igrača naizmjence označavaju polja mreže 3 × 3, X prvi; tri znaka u retku, stupcu ili dijagonali pobjeđuju, a puna mreža bez takve trojke je neriješena. Uz savršenu igru uvijek je neriješeno. Igraj protiv računala, prati korak po korak njegovo alfa-beta pretraživanje (Stablo alfa-beta), pogledaj kako pretraživanje brojevima dokaza dokazuje poziciju (Brojevi dokaza) ili pretraži vlastito stablo (Vlastito stablo) — lekcije iz rada Zadro (2015), poglavlja 4 i 5.
ttt-options-label = postavke igre
ttt-mode = Način
ttt-mode-hvc = ti protiv računala
ttt-mode-cvc = računalo protiv računala
ttt-mode-hvh = dvije osobe
ttt-you-play = Igraš
ttt-human-x = X (prvi)
ttt-human-o = O (drugi)
ttt-pick-first = ja biram prvi potez računala
ttt-ties = Kod jednakih vrijednosti
ttt-ties-first = prvi najbolji potez (kao u radu Zadro 2015)
ttt-ties-random = nasumično među najboljima (sa sjemenom)
ttt-payoffs = Isplate
ttt-payoff-corrected = ispravljene: pobjeda 10 − d
ttt-payoff-seed = iz izvornog rada: pobjeda 9 − d
ttt-show-values = prikaži vrijednost svakog poteza (savjeti)
ttt-new-game = Nova partija
ttt-undo = Vrati potez
ttt-link-copied = Poveznica kopirana ✓
ttt-copy-link = Kopiraj poveznicu
ttt-seed-note = Na ljestvici iz rada Zadro (2015) pobjeda u 9. potezu donosi 9 − 9 = 0, isto kao neriješeno, pa računalo koje je koristi može pustiti protivnika da pobijedi u posljednjem potezu. Ispravljena ljestvica (10 − d) zadržava sve ostale preferencije i to popravlja.
ttt-cell = polje { $square } { $mark }
ttt-cell-empty = prazno
ttt-board-label = ploča križić-kružića
ttt-values-caption-high = Vrijednost svakog poteza za { $mark } (iz perspektive igrača X; { $mark } želi da bude visoka)
ttt-values-caption-low = Vrijednost svakog poteza za { $mark } (iz perspektive igrača X; { $mark } želi da bude niska)
ttt-col-cell = polje
ttt-col-value = vrijednost
ttt-col-best-play = uz najbolju igru
ttt-cell-key = { $square } · tipka { $key }
ttt-tab-tree = Stablo alfa-beta
ttt-tab-pns = Brojevi dokaza
ttt-tab-custom = Vlastito stablo
ttt-tab-mcts = Monte Carlo stablo
ttt-opt-order = redoslijed poteza (pobjede, blokade, središte, kutovi)
ttt-opt-tt = transpozicijska tablica
ttt-ab-explain = Svaki redak je pozicija u koju je pretraživanje ušlo: čvorovi MAX (X) podižu α, čvorovi MIN (O) spuštaju β. Čvor se odsijeca čim njegova vrijednost izađe iz prozora (α, β): igrač iznad već ima bolju mogućnost drugdje, pa preostali potezi, prikazani kao podrezani, ne mogu promijeniti rezultat. Glavna varijanta (PV) je niz poteza koji obje strane igraju uz najbolju igru.
ttt-game-over-leaf = Igra je završena: stablo je jedan jedini list.
ttt-mcts-ab-title = Stablo α-β iste pozicije
ttt-mcts-ab-explain = Alfa-beta s redoslijedom poteza i transpozicijskom tablicom, kako pretražuje računalo: svaki čvor u koji je pretraživanje ušlo, egzaktno do kraja igre. Monte Carlo pretraživanje stabla dolazi do istog poteza uzorkovanjem, bez funkcije procjene.
ttt-pns-question = Može li { $mark } iznuditi pobjedu iz ove pozicije?
ttt-pns-ask-before = Pitanje: može li
ttt-pns-ask-after = iznuditi pobjedu iz trenutne pozicije?
ttt-pns-explain = Pretraživanje brojevima dokaza gradi stablo po načelu „najbolji prvi”. Igrač koji postavlja pitanje igra u „ili” čvorovima, drugi u „i” čvorovima. Broj dokaza čvora (pn) kaže koliko listova još treba dokazati da bi se čvor dokazao: minimum po djeci „ili” čvora, zbroj po djeci „i” čvora; broj pobijanja (dn) obrnuto. Svaki korak proširuje čvor koji najviše dokazuje.
ttt-tree-error = Stablo se ne može pročitati: { $error }
ttt-branch = grana { $branch }
ttt-custom-result = Vrijednost korijena { $value } — { $nodes ->
        [one] { $nodes } posjećen čvor
        [few] { $nodes } posjećena čvora
       *[other] { $nodes } posjećenih čvorova
    }, { $leaves ->
        [one] { $leaves } procijenjen list
        [few] { $leaves } procijenjena lista
       *[other] { $leaves } procijenjenih listova
    }.
ttt-custom-explain = Zapiši stablo kao ugniježđenu listu: svaka lista je unutarnji čvor, a svaki broj je list stabla s vrijednošću za MAX. Korijen je MAX, a razine se izmjenjuju.
ttt-tree = Stablo
ttt-use-tree = Koristi ovo stablo
ttt-seed-example = Primjer iz izvornog rada
ttt-search = Pretraživanje
ttt-algo-minimax = minimaks
ttt-algo-alphabeta = alfa-beta
ttt-algo-pns = pretraživanje brojevima dokaza
ttt-max-reaches = MAX postiže ≥
ttt-value-placeholder = vrijednost
ttt-custom-question = Može li MAX zajamčiti list ≥ { $target }?
ttt-custom-answer-yes = List odgovara „da” kad mu je vrijednost ≥ { $target }. (Minimaks vrijednost stabla je { $value }, pa je odgovor „da”.)
ttt-custom-answer-no = List odgovara „da” kad mu je vrijednost ≥ { $target }. (Minimaks vrijednost stabla je { $value }, pa je odgovor „ne”.)
ttt-counts-chart-title = Čvorovi posjećeni pri rješavanju ove pozicije (logaritamska skala)
ttt-counts-label = Čvorovi posjećeni pri rješavanju ove pozicije, kao stupci na logaritamskoj skali: { $bars }
ttt-counts-title = Broj čvorova za ovu poziciju
ttt-col-algorithm = algoritam
ttt-col-nodes = čvorovi
ttt-counts-note = Čvor se broji svaki put kad pretraživanje uđe u poziciju: korijen, unutarnji čvorovi, listovi i pogoci u tablici; odsječeni potezi se ne broje.
ttt-export-csv = Izvezi CSV
ttt-export-svg = Izvezi SVG
ttt-published = ✓ kao u literaturi
ttt-expected = ✗ očekivano { $n }
ttt-stat-reachable = dostižne pozicije
ttt-stat-terminal = završne pozicije
ttt-stat-games = potpune partije
ttt-stat-x-wins = pobjede igrača X
ttt-stat-o-wins = pobjede igrača O
ttt-stat-draws = neriješene
ttt-stat-minimax-nodes = čvorovi minimaksa
ttt-stat-value = vrijednost (isplate 9 − d)
ttt-complexity-title = Mjere složenosti iz izvornog rada (§4.1, prema Allisu)
ttt-state-space = složenost prostora stanja: dostižne pozicije
ttt-game-tree-size = veličina stabla igre: listovi stabla igre (partije)
ttt-decision-complexity = složenost odlučivanja: listovi najmanjeg stabla odlučivanja
ttt-decision-note = zadržava svaki odgovor gdje granica mora vrijediti i jedan potez gdje je neka strana dostiže
ttt-game-tree-complexity = složenost stabla igre: listovi najmanjeg stabla odlučivanja pune širine
ttt-full-width-note = svi potezi do dubine { $depth }: pliće rezanje ostavlja pozicije nepoznate vrijednosti
ttt-verify = { $positions ->
        [one] { $positions } pozicija
        [few] { $positions } pozicije
       *[other] { $positions } pozicija
    }, { $comparisons ->
        [one] { $comparisons } usporedba
        [few] { $comparisons } usporedbe
       *[other] { $comparisons } usporedbi
    }: { $verdict }
ttt-verify-agree = svaka inačica alfa-beta i pretraživanje brojevima dokaza slažu se s minimaksom ✓
ttt-verify-disagree = { $n ->
        [one] { $n } neslaganje
       *[other] { $n } neslaganja
    }: { $list }
ttt-col-ms-median = ms (medijan)
ttt-col-time-ratio = vrijeme ÷ minimaks
ttt-col-node-ratio = čvorovi ÷ minimaks
ttt-stats-title = Izračuni na cijelom stablu (u Web Workeru)
ttt-stats-explain = Izvode se izvan glavne niti pa stranica ostaje responzivna; napredak se prikazuje, a Odustani ih zaustavlja.
ttt-run-stats = Statistika cijelog stabla od ove pozicije
ttt-run-verify = Provjeri svaki algoritam pretraživanja na svih 5 478 pozicija
ttt-run-bench = Izmjeri vrijeme potpunog rješavanja (wasm)
ttt-train-not-network = Ovo nije mreža za križić-kružić: { $error }
ttt-train-title = Mreža koja uči sama (igra sama protiv sebe, u Web Workerima)
ttt-train-explain = AlphaZero u malom: mreža politike i vrijednosti (dva skrivena sloja po 64 neurona) kreće od nasumičnih težina i igra sama protiv sebe, a svaki potez bira PUCT pretraživanje vođeno mrežom, uz šum u korijenu; nakon svake generacije partija uči, koracima gradijentnog spusta, predviđati razdiobu poteza iz pretraživanja (politiku) i ishod partije (vrijednost). Nakon svake generacije sama glava politike — bez pretraživanja — mjeri se prema savršenom igraču: udio od 4 520 pozicija u kojima njezin potez čuva vrijednost igre te partije koje gubi kao X i kao O kad savršeni igrač isproba svaki optimalni odgovor. Savršena igra znači da ne gubi ni s jedne strane.
ttt-train-generations = generacije
ttt-train-games = partije po generaciji
ttt-train-simulations = simulacije po potezu
ttt-train-seed = sjeme
ttt-train-start = Treniraj od nule
ttt-train-csv = Preuzmi krivulje (CSV)
ttt-train-save = Spremi mrežu
ttt-train-perfect = Savršena od generacije { $generation }.
ttt-train-not-perfect = Još nije savršena: pomaže više generacija ili više partija po generaciji.
ttt-train-load-summary = Učitaj spremljenu mrežu i izmjeri njezinu snagu
ttt-train-load-kind = mreže (.json)

## Četiri u nizu

c4-address-unreadable = adresa se nije mogla pročitati: { $error }
c4-error-title = Četiri u nizu: ova adresa ne opisuje partiju
c4-start-new = Započni novu partiju
c4-solver-stopped = Rješavač je zaustavljen: pusti ga da odigra potez ili vrati svoj potez.
c4-solver-failed = Rješavač nije mogao pretraživati: { $error }
c4-drop-title = Ubaci žeton u stupac { $column }
c4-drop-title-score = Ubaci žeton u stupac { $column } (ocjena { $score })
c4-drop-name-score = Ubaci žeton u stupac { $column }: { $score } (njegova ocjena)
c4-title = Četiri u nizu
c4-lead = Igrači naizmjence ubacuju žetone u uspravnu ploču; žeton pada na najniže slobodno polje svog stupca. Četiri tvoja žetona u nizu — vodoravno, okomito ili dijagonalno — pobjeđuju. Crveni igra prvi. Uz savršenu igru crveni pobjeđuje na standardnoj ploči 7×6, počevši u srednjem stupcu.
c4-keys = Tipkovnica: fokusiraj ploču; ← i → pomiču kursor (sada na stupcu { $column }), Enter, razmaknica ili ↓ ubacuju žeton, 1–{ $width } ubacuju žeton u taj stupac, u vraća potez.
c4-you-play = Igraš
c4-human-first = crvenima (prvi)
c4-human-second = žutima (drugi)
c4-human-both = za obje strane
c4-board = Ploča
c4-size-standard = { $width } × { $height } (standardna)
c4-budget = Budžet rješavača po potezu
c4-budget-nodes = { $budget } čvorova
c4-show-scores = Prikaži ocjenu svakog stupca
c4-take-back = Vrati potez
c4-new-game = Nova partija
c4-download-moves = Preuzmi poteze
c4-no-move = Još nema poteza.
c4-moves = Potezi (stupci, 1 = lijevi): { $moves }
c4-scores-explain = Ocjena stupca je Ponsova: 0 je neriješeno uz najbolju igru; +s je pobjeda strane na potezu, najkasnije njezinim žetonom br. { $stone } − s; −s je poraz od protivnikova žetona br. { $stone } − s. „?” i rasponi još nisu dokazani.
c4-solved-all = Svi stupci riješeni ({ $nodes ->
        [one] { $nodes } čvor
        [few] { $nodes } čvora
       *[other] { $nodes } čvorova
    }).
c4-budget-ran-out = Budžet je potrošen nakon { $nodes ->
        [one] { $nodes } čvora
        [few] { $nodes } čvora
       *[other] { $nodes } čvorova
    }: stupci koji nisu dokazani pokazuju svoje granice.
c4-solving-so-far = Rješavanje, od sredine… Dosad { $nodes ->
        [one] { $nodes } čvor
        [few] { $nodes } čvora
       *[other] { $nodes } čvorova
    }.
c4-game-over = Partija je završena.
c4-scores-on-turn = Ocjene se prikazuju kad si na potezu.
c4-solving = Rješavanje…
c4-side-red = crveni
c4-side-yellow = žuti
c4-engine-progress-label = pretraživanje rješavača
c4-engine-status = Rješavač ({ $side }) rješava svaki stupac: { $done } od { $budget } čvorova
c4-cancel = Odustani
c4-move-now-title = Odigraj stupac s najboljom dosad dokazanom ocjenom
c4-move-now = Igraj sada
c4-let-move = Neka rješavač ({ $side }) odigra potez
c4-play-best = Odigraj njegov dosad najbolji stupac
c4-board-label = Ploča Četiri u nizu, { $width ->
        [one] { $width } stupac
        [few] { $width } stupca
       *[other] { $width } stupaca
    } i { $height ->
        [one] { $height } redak
        [few] { $height } retka
       *[other] { $height } redaka
    }; { $stones ->
        [one] odigran { $stones } žeton
        [few] odigrana { $stones } žetona
       *[other] odigrano { $stones } žetona
    }. { $status }
c4-mcts-summary = Monte Carlo pretraživanje stabla za ovu poziciju, korak po korak
c4-ab-title = Stablo α-β iste pozicije
c4-plies = polupotezi
c4-bench-summary = Izmjeri brzinu ovog preglednika
c4-bench-button = Riješi 100 pozicija
c4-bench-note = Rješava 100 pozicija od 8–13 poteza koje `gamelab bench connect4` rješava izvorno (isti rješavač, tablica se čuva između pozicija, ovdje 2²² unosa) i provjerava svaku ocjenu prema rješavaču Pascala Ponsa. Pokreni naredbu na istom računalu radi usporedbe: omjer vremena je cijena preglednika.
c4-race-summary = MCTS ili α-β: što je bolje? Odlučuje utrka
c4-race-explain = Monte Carlo pretraživanje stabla (nasumična odigravanja) igra cijele partije protiv alfa-beta (iterativno produbljivanje; pozicija na horizontu ocjenjuje se brojanjem otvorenih linija od četiri za svaku stranu). Svaki par partija počinje s nekoliko nasumičnih poteza i zamjenjuje boje; neriješeno odlučuje bacanje poštenog novčića. Kad su čvorovi postavljeni na auto, oba se programa najprije mjere na istih 20 pozicija u ovom pregledniku, a α-β dobiva budžet čvorova za koji po potezu treba jednako vremena kao MCTS-u: jednako vrijeme. Utrka staje čim njezine granice pouzdanosti za udio pobjeda igrača A dopuste presudu, pogrešnu s vjerojatnošću najviše δ.
c4-race-a = A: MCTS
c4-race-iterations = iteracije po potezu
c4-race-nodes = B: α-β čvorovi po potezu (auto: jednako vrijeme)
c4-race-opening = nasumični potezi otvaranja
c4-race-race = utrka
c4-race-seed = sjeme
c4-race-cap = najviše partija
c4-race-run = Pokreni utrku

## Monte Carlo pretraživanje stabla korak po korak (zajedničko za križić-kružić i Četiri u nizu)

mcts-run-title = { $n ->
        [one] pokreni { $n } cijelu iteraciju
        [few] pokreni { $n } cijele iteracije
       *[other] pokreni { $n } cijelih iteracija
    }
mcts-none-yet = još nijedan
mcts-section-label = Monte Carlo pretraživanje stabla, korak po korak
mcts-variant = Inačica
mcts-seed = sjeme
mcts-phases-label = četiri faze iteracije
mcts-phase-selection = selekcija
mcts-phase-expansion = ekspanzija
mcts-phase-simulation = simulacija
mcts-phase-backpropagation = propagacija unatrag
mcts-next-phase = Sljedeća faza
mcts-whole-iteration = Cijela iteracija
mcts-start-over = Ispočetka
mcts-progress-label = izvršene iteracije
mcts-progress = { $done } od { $total ->
        [one] { $total } iteracije
        [few] { $total } iteracije
       *[other] { $total } iteracija
    }
mcts-cancel = Odustani
mcts-best = Dosad najbolji potez (najviše posjeta): { $best }; vrijednost korijena za igrača na potezu je { $value }.
mcts-best-win = Dosad najbolji potez (najviše posjeta): { $best }; vrijednost korijena za igrača na potezu je { $value }, dokazana pobjeda.
mcts-best-draw = Dosad najbolji potez (najviše posjeta): { $best }; vrijednost korijena za igrača na potezu je { $value }, dokazano neriješeno.
mcts-best-loss = Dosad najbolji potez (najviše posjeta): { $best }; vrijednost korijena za igrača na potezu je { $value }, dokazan poraz.
mcts-col-move = potez
mcts-col-exploration = istraživanje
mcts-col-total = Q + istraživanje
mcts-children-shown = prikazana djeca
mcts-levels-open = otvorene razine
mcts-export-svg = Izvezi SVG
mcts-caption = { $summary } Veličina čvora raste s brojem posjeta; brojevi su posjeti i srednja vrijednost za igrača koji je odigrao potez do tog čvora; iteracija koja se izvodi korak po korak iscrtana je narančastom isprekidanom linijom. Klikni čvor da ga otvoriš ili zatvoriš, a okvir „+N more” da prikažeš svu njegovu braću.
mcts-outline-summary = Nacrtano stablo kao popis

## Stabla pretraživanja kao razgranati popis (zajedničko za križić-kružić i Lines of Action)

outline-collapse-all = Sažmi sve
outline-expand-all = Proširi sve
outline-tree-label = pretraživanje kao razgranati popis (strelice pomiču, Enter otvara)
outline-tag-pv = PV
outline-tag-cutoff = ✂ odsijecanje
outline-tag-table-hit = pogodak u tablici
outline-tag-most-proving = najviše dokazuje
outline-pruned-title = nikad pretražen: odsijecanje iznad učinilo ga je nevažnim
outline-pruned = ✂ podrezano: { $move }
outline-step-label = pretraživanje korak po korak
outline-start = « Početak
outline-back = ◀ Natrag
outline-step = Korak ▶
outline-finish = Kraj »
outline-step-of = korak { $step } od { $steps }
outline-finished = završeno ({ $steps ->
        [one] { $steps } korak
        [few] { $steps } koraka
       *[other] { $steps } koraka
    }, { $nodes ->
        [one] { $nodes } čvor
        [few] { $nodes } čvora
       *[other] { $nodes } čvorova
    })
outline-leaves = Procijenjeni listovi ({ $n }): { $leaves }
outline-expand-most-proving = Proširi čvor koji najviše dokazuje ▶
outline-solve = Riješi »
outline-proof-explain = Nacrtano: „ili” čvorovi ▲ (bira napadač), „i” čvorovi ▼, svaki s brojevima dokaza/pobijanja; dokazani čvorovi zeleno, pobijeni crveno, neproširena granica isprekidano, a čvor koji najviše dokazuje — sljedeći za proširenje — označen zajedno sa svojim putem.
outline-toolbar-label = otvori ili zatvori stablo, nacrtano i kao popis
outline-open-all = Otvori sve
outline-close-all = Zatvori sve
outline-branch = grana { $branch }
outline-branch-leaf = grana { $branch }: list { $value }

## Nacrtana stabla pretraživanja (zajedničko za križić-kružić, Četiri u nizu i Lines of Action)

picture-caption = { $summary } Klikni čvor ili fokusiraj crtež i koristi strelice i Enter da ga otvoriš ili zatvoriš; zadrži pokazivač ili fokus na čvoru da vidiš što sadrži.
picture-box-label = stablo pretraživanja, nacrtano
picture-export-svg = Izvezi SVG
picture-open-all = Otvori sve
picture-close-all = Zatvori sve

## Stabla igre

trees-title = Stabla igre: indukcija unazad i savršenost podigara
trees-lead = Igra u proširenoj formi: igrači povlače poteze redom (ili potez povlači priroda, s poznatim vjerojatnostima), svaki vidi sve ranije poteze, sve dok list ne odredi isplatu svakom igraču. Zadano stablo je slika 3.2 iz rada Zadro (2015). Klikni čvor (ili koristi strelice) da ga odabereš i urediš desno; + dodaje akciju, Delete briše podstablo, Ctrl+Z / Ctrl+Y poništavaju i ponavljaju; M označava čvor igrača, a J pridružuje odabrani čvor informacijskom skupu označenog čvora (S ga ponovno izdvaja), za igre u kojima igrač ne vidi sve ranije poteze. Indukcija unazad pronalazi savršenu ravnotežu podigara (engl. subgame-perfect); ravnoteže čistih strategija inducirane normalne forme koje nisu savršene po podigrama počivaju na nevjerodostojnim prijetnjama.
trees-link-unreadable = dijeljeno stablo nije moguće pročitati: { $error }
trees-link-reading = Čitanje dijeljenog stabla…
trees-controls-label = stablo
trees-preset = Gotovo stablo
trees-preset-choose = odaberi…
trees-preset-new = Novo stablo (jedna odluka)
trees-preset-with-sets = S informacijskim skupovima
trees-undo = ↶ Poništi
trees-redo = ↷ Ponovi
trees-export-efg = Izvezi .efg
trees-normal-form-games = Igre u normalnoj formi →
trees-stale-updating = Ovi rezultati odnose se na stablo prije izmjene — ažuriranje…
trees-stale-incomplete = Ovi rezultati odnose se na posljednje potpuno stablo — dovrši izmjenu da se ažuriraju.
trees-analyses-failed = Analize nisu uspjele: { $error }
trees-analysing = Analiziranje stabla…
trees-import-efg = Uvezi Gambitovu .efg datoteku
trees-bi-title = Indukcija unazad
trees-bi-reset = Ispočetka
trees-bi-step = Korak ▶
trees-bi-pause = Pauza
trees-bi-play = Pokreni
trees-bi-all = Svi koraci
trees-bi-start = { $n } { $n ->
        [one] čvor izbora ili slučaja
        [few] čvora izbora i slučaja
       *[other] čvorova izbora i slučaja
    }; indukcija unazad rješava ih od listova prema gore.
trees-bi-step-chance = Korak { $step } od { $total } — čvor slučaja { $node }: očekivane isplate po ishodima prirode iznose ({ $first }, { $second }).
trees-bi-step-decision = Korak { $step } od { $total } — čvor { $node }: igrač { $player } bira { $action }, što vrijedi ({ $first }, { $second }).
trees-bi-step-tie = Korak { $step } od { $total } — čvor { $node }: igrač { $player } bira { $action }, što vrijedi ({ $first }, { $second }) — izjednačenje, razriješeno u korist prve najbolje akcije.
trees-bi-failed = indukcija unazad nije uspjela: { $error }
trees-spe-unique = Savršena ravnoteža podigara: { $first } za igrača 1, { $second } za igrača 2, isplate ({ $payoff1 }, { $payoff2 }) — jedinstvena.
trees-spe-ties = Savršena ravnoteža podigara: { $first } za igrača 1, { $second } za igrača 2, isplate ({ $payoff1 }, { $payoff2 }) — jedna od nekoliko (izjednačenja).
trees-nf-title = Inducirana normalna forma: { $rows } × { $cols } čistih strategija
trees-nf-open = Otvori ovu igru u laboratoriju igara u normalnoj formi →
trees-nf-no-link = Nema poveznice na laboratorij igara u normalnoj formi: { $why }.
trees-nf-corner = I1 \ I2
trees-nf-too-large = Tablica je prevelika da bi se ovdje nacrtala (više od { $limit } strategija za jednog igrača); njezine ravnoteže navedene su u nastavku.
trees-nf-unavailable = Inducirana normalna forma nije dostupna: { $error }
trees-pure-title = Nashove ravnoteže čistih strategija ({ $n })
trees-pure-listed = Navedeno je prvih { $n } po redoslijedu redaka, s njihovim prijetnjama.
trees-col-player-1 = igrač 1
trees-col-player-2 = igrač 2
trees-col-payoffs = isplate
trees-col-spe = savršena po podigrama?
trees-spe-yes = da
trees-spe-no = ne — { $n } { $n ->
        [one] nevjerodostojna prijetnja
        [few] nevjerodostojne prijetnje
       *[other] nevjerodostojnih prijetnji
    }
trees-ne-hide = sakrij
trees-ne-show = prikaži na stablu
trees-threats-none = Ova ravnoteža je savršena po podigrama: u svakoj podigri propisana akcija je najbolji odgovor (isprekidani bridovi na stablu).
trees-threats-intro = Nije savršena po podigrama. Isprekidani bridovi su strategije ove ravnoteže; crveni prstenovi označavaju podigre u kojima propisana akcija nije najbolji odgovor — prijetnju koju igrač ne bi izvršio kad bi se došlo do te podigre:
trees-threat = čvor { $node }: igraču { $player } propisano je da igra { $told } (isplata { $payoff }), ali { $better } daje { $better_payoff }
trees-svg-label = stablo igre
trees-the-root = korijen
trees-root = korijen
trees-at-root = u korijenu
trees-after = nakon { $path }
trees-labelled-node = { $label } (nakon { $path })
trees-labelled-root = { $label } (u korijenu)
trees-node-title = { $node } — na potezu je igrač { $player }
trees-chance-title = { $node } — slučaj
trees-chance-mark = S
trees-infoset-title = Informacijski skup { $name } igrača { $player }: { $n } { $n ->
        [one] čvor koji
        [few] čvora koja
       *[other] čvorova koje
    } igrač ne može razlikovati
trees-set-title = Informacijski skup
trees-set-members = U skupu od { $n } { $n ->
        [one] čvora
        [few] čvora
       *[other] čvorova
    } koje igrač ne može razlikovati: { $nodes }.
trees-set-alone = Sam u svom informacijskom skupu: igrač zna da je upravo ovdje.
trees-set-name = Naziv skupa
trees-set-mark = Označi za pridruživanje (M)
trees-set-join = Pridruži skupu čvora { $node } (J)
trees-set-split = Izdvoji iz skupa (S)
trees-decision-node = Čvor izbora { $where }
trees-chance-node = Čvor slučaja { $where }
trees-mover = Na potezu
trees-player-1 = Igrač 1
trees-player-2 = Igrač 2
trees-mover-chance = Slučaj (priroda)
trees-label = Oznaka
trees-outcomes = Ishodi i vjerojatnosti
trees-actions = Akcije
trees-action-name = naziv akcije { $n }
trees-outcome-probability = vjerojatnost ishoda { $n }
trees-delete-action = izbriši ovu akciju i njezino podstablo
trees-add-outcome = + ishod
trees-add-action = + akcija
trees-make-leaf = Pretvori u list (izbriši podstablo)
trees-leaf = List { $where }
trees-make-decision = Pretvori u čvor izbora
trees-delete-leaf = Izbriši ovaj list
trees-sets-title = Igra s nesavršenim informacijama
trees-sets-reading = Čitanje igre…
trees-sets-summary = Informacijski skupovi: { $sets }. Igrač ne može razlikovati čvorove jednog skupa (spojene isprekidanom linijom), pa strategija bira jednu akciju po skupu; indukciju unazad i induciranu normalnu formu zamjenjuje sekvencijska forma.
trees-sets-zero-sum = Igra sume nula dvaju igrača: riješena linearnim programom u sekvencijskoj formi, dovršenim u egzaktnoj aritmetici.
trees-sets-lemke = Igra nije sume nula: jedna ravnoteža Lemkeovim algoritmom na sekvencijskoj formi, egzaktno.
trees-recall-ok = Svaki igrač ima savršeno pamćenje.
trees-recall-missing = Nema savršenog pamćenja, pa se sekvencijska forma ne može primijeniti: { $error }
trees-no-solver = Nijedan egzaktni rješavač ne prihvaća ovu igru: { $error }
trees-solver-failed = Rješavač nije uspio: { $error }

## Nesavršene informacije

imperfect-title = Nesavršene informacije: informacijski skupovi, sekvencijska forma i CFR
imperfect-lead = Igrač koji ne vidi sve povlači potez u informacijskom skupu: u čvorovima koje ne može razlikovati, s istim akcijama. Takve se igre rješavaju preko sekvencijske forme, čija veličina raste sa stablom, a ne s brojem strategija: egzaktno, linearnim programom za igre sume nula i Lemkeovim algoritmom za ostale; ili približno, minimizacijom kontrafaktičnog žaljenja (CFR), koja uči igrajući sama protiv sebe — metodom na kojoj počivaju programi za poker.
imperfect-controls-label = igra
imperfect-game = Igra
imperfect-imported = Uvezena .efg datoteka
imperfect-import-efg = Uvezi Gambitovu .efg datoteku (s informacijskim skupovima)
imperfect-iterations-range = upiši cijeli broj iteracija od 1 do { $max }
imperfect-being-read = igra se čita
imperfect-summary = { $title }: broj igrača { $n } ({ $players }), broj čvorova { $nodes }, informacijski skupovi { $sets }.
imperfect-constant-sum = Igra konstantne sume dvaju igrača: isplate u svakom listu zbrajaju se u { $sum } (nakon pomaka igra sume nula).
imperfect-zero-sum = Igra sume nula dvaju igrača.
imperfect-not-zero-sum = Igra nije sume nula (ili nema dva igrača).
imperfect-recall-ok = Svaki igrač ima savršeno pamćenje.
imperfect-unreadable = Igru nije moguće pročitati: { $error }
imperfect-reading = Čitanje igre…
imperfect-exact-title = Egzaktno rješenje
imperfect-method-lp = Linearni program u sekvencijskoj formi (Koller, Megiddo, von Stengel), na ugrađenoj simpleks metodi, dovršen u egzaktnoj aritmetici i potvrđen egzaktnim najboljim odgovorima.
imperfect-method-lemke = Lemkeov algoritam na sekvencijskoj formi (Koller, Megiddo, von Stengel 1996), egzaktno; ravnoteža je provjerena egzaktnim najboljim odgovorima.
imperfect-no-solver = Nijedan egzaktni rješavač ne prihvaća ovu igru: { $error }
imperfect-prior = Apriorna distribucija
imperfect-prior-uniform = uniformna
imperfect-prior-random = slučajna, potpuno mješovita
imperfect-seed = sjeme { $seed }
imperfect-solve = Riješi egzaktno
imperfect-solver-failed = Rješavač nije uspio: { $error }
imperfect-cfr-title = Učenje: minimizacija kontrafaktičnog žaljenja
imperfect-cfr-refused = CFR radi na igrama sume nula dvaju igrača sa savršenim pamćenjem; ova igra to nije.
imperfect-algorithm = Algoritam
imperfect-iterations = Iteracije
imperfect-run = Pokreni
imperfect-cfr-stale = Ovi rezultati odnose se na prethodni algoritam i broj iteracija.
imperfect-cfr-value = Nakon { $n } { $n ->
        [one] iteracije
        [few] iteracije
       *[other] iteracija
    }: { $player } očekuje { $value }; iskoristivost { $exploitability }.
imperfect-bench-summary = Mjerenje brzine: CFR u ovom pregledniku
imperfect-bench-text = 200 iteracija CFR-a, CFR+ i DCFR-a na Kuhnovu i Leduc pokeru te namjerno naivnog CFR+ (polazna točka za usporedbu), u radnoj niti — isti izvodi kao u mjerenju izvornog programa, pa se mogu usporediti.
imperfect-col-game = igra
imperfect-col-algorithm = algoritam
imperfect-col-iterations = iteracije
imperfect-col-speed = iteracija/s (wasm)
imperfect-col-speedup = × naivni
imperfect-col-exploitability = iskoristivost
imperfect-kuhn-poker = Kuhnov poker
imperfect-leduc-poker = Leduc poker
imperfect-opponent-equilibrium = egzaktna ravnoteža
imperfect-opponent-cfr-plus = CFR+ nakon { $n } { $n ->
        [one] iteracije
        [few] iteracije
       *[other] iteracija
    }
imperfect-opponent-uniform = uniformno slučajna igra
imperfect-play-seat = Ruka { $hand } — ti si igrač { $seat }.
imperfect-play-seat-first = Ruka { $hand } — ti si igrač { $seat } (igraš prvi).
imperfect-your-card = Tvoja karta:
imperfect-public-card = · zajednička karta:
imperfect-opponent-card = · protivnikova karta:
imperfect-hidden = skrivena
imperfect-your-move = tvoj potez
imperfect-next-hand = Sljedeća ruka
imperfect-running-won = Nakon { $n } { $n ->
        [one] ruke
        [few] ruke
       *[other] ruku
    }: ukupni dobitak { $total }, { $mean } po ruci
imperfect-running-lost = Nakon { $n } { $n ->
        [one] ruke
        [few] ruke
       *[other] ruku
    }: ukupni gubitak { $total }, { $mean } po ruci
imperfect-interval-too-few = Interval od 95 % zahtijeva barem { $hands } { $hands ->
        [one] ruku
        [few] ruke
       *[other] ruku
    }: s manje njih sam slučaj može dati bilo kakav rezultat.
imperfect-interval-hoeffding = interval od 95 % od { $low } do { $high }, po Hoeffdingovoj ogradi: širok, ali vrijedi za koliko god malo ruku
imperfect-interval-normal = interval od 95 % od { $low } do { $high }, po normalnoj aproksimaciji
imperfect-dealing = Računanje protivnikove strategije i dijeljenje…
imperfect-play-title = Igraj protiv izračunate strategije
imperfect-play-text = Ti i računalo izmjenjujete mjesta u svakoj ruci. Računalo igra svoju strategiju u informacijskom skupu u kojem se nalazi: zna svoju kartu i uloge, nikad tvoju — a ova stranica nikad ne zna kartu računala prije otkrivanja karata (karte se dijele u radnoj niti, koja šalje samo ono što smiješ vidjeti). Protiv egzaktne ravnoteže nijedan način igre ne dobiva u prosjeku: najviše što možeš očekivati kroz mnogo ruku je 0.
imperfect-opponent = Protivnik
imperfect-new-table = Novi stol
imperfect-table-failed = Stol nije uspio: { $error }
imperfect-delta-range = δ je vjerojatnost strogo između 0 i 1
imperfect-race-title = Koja je strategija bolja? Odlučuje utrka
imperfect-race-text = Dvije strategije igraju parove ruku s istim kartama, svaka jednom na svakom mjestu (duplikatni poker, koji uklanja većinu sreće pri dijeljenju). Algoritam utrke (ILEBR* 2 iz laboratorija utrka: empirijske Bernsteinove ograde, testirane u sve većim razmacima) prati udio parova koje dobije A (neriješeni par odlučuje bacanje novčića) i staje čim njegove ograde, koje cijelo vrijeme vrijede s vjerojatnošću 1 − δ, isključe ½: presuda je pogrešna s vjerojatnošću najviše δ.
imperfect-race = Utrka
imperfect-race-live = Parova: { $pairs }, A dobio: { $wins }.
imperfect-race-after = — nakon { $pairs } { $pairs ->
        [one] para
        [few] para
       *[other] parova
    } ruku (A dobio { $share } %): { $reason }.
imperfect-beats = { $winner } pobjeđuje { $loser }
imperfect-undecided = Neodlučeno unutar ograničenja broja parova
imperfect-simplex-iterations = { $n } { $n ->
        [one] iteracija
        [few] iteracije
       *[other] iteracija
    } simpleksa
imperfect-pivots-from = { $n } { $n ->
        [one] pivot
       *[other] pivota
    } od { $prior }
imperfect-prior-uniform-words = uniformne apriorne distribucije (svaka akcija jednako vjerojatna)
imperfect-prior-random-words = slučajne potpuno mješovite apriorne distribucije (sjeme { $seed })
imperfect-payoffs = Isplate: { $player1 } { $payoff1 }, { $player2 } { $payoff2 } ({ $what }).
imperfect-exact-payoffs = Egzaktne isplate
imperfect-certified = Potvrđeno: nijedan igrač ne dobiva odstupanjem (egzaktni najbolji odgovori; iskoristivost 0).
imperfect-not-certified = Nije potvrđeno: egzaktni najbolji odgovori pronašli su dobitak.
imperfect-download = Preuzmi egzaktno rješenje (JSON)
imperfect-kuhn-summary = Kuhnov teorem: ista ravnoteža kao mješovite strategije nad planovima ({ $plans1 } × { $plans2 } planova u reduciranoj normalnoj formi)
imperfect-kuhn-note = Plan određuje akciju u svakom informacijskom skupu igrača do kojeg može doći (* gdje ranija vlastita akcija isključuje taj skup). Strategija ponašanja inducira mješovitu strategiju nad planovima — vjerojatnost plana umnožak je vjerojatnosti njegovih akcija — a uz savršeno pamćenje mješovita strategija inducira natrag strategiju ponašanja: te su dvije strategije ekvivalentne po realizaciji.
imperfect-kuhn-mixes = { $player } miješa: { $mix }.
imperfect-kuhn-round-trip = Natrag od mješovitih strategija do strategija ponašanja: iste strategije u svakom skupu do kojeg dovode planovi igrača.
imperfect-kuhn-round-trip-differs = Povratak daje drukčiji rezultat: igra nema savršeno pamćenje.
imperfect-col-player = igrač
imperfect-col-set = informacijski skup
imperfect-col-belief = vjerovanje: gdje je igrač, ako se dođe do skupa
imperfect-col-behaviour = strategija ponašanja
imperfect-beliefs-summary = Vjerovanja po Bayesovu pravilu u informacijskim skupovima do kojih ravnoteža dovodi (broj skupova: { $n })
imperfect-beliefs-note = Vjerojatnost dolaska do svakog čvora (potezi slučaja i strategije obaju igrača), podijeljena vjerojatnošću dolaska do skupa: ono što igrač na potezu vjeruje o potezima koje nije vidio. Skupovima do kojih ravnoteža nikad ne dovodi ne nameće se nikakvo vjerovanje.
imperfect-bars-title-first = Prosječna strategija dok uči (prvih { $shown } od { $total } informacijskih skupova)
imperfect-bars-title = Prosječna strategija dok uči
imperfect-compared = Uz egzaktnu ravnotežu linearnog programa (vrijednost { $exact }, njezine strategije su u tablici egzaktnog rješenja): vrijednost prosjeka { $value }; najveća razlika u vjerojatnosti { $largest } ({ $at }).
imperfect-compared-note = Igra može imati mnogo ravnoteža (u Kuhnovu pokeru igrač 1 ima cijelu obitelj), pa se prosjek CFR-a može razlikovati od strategije linearnog programa ondje gdje su obje optimalne; prema 0 teži njegova iskoristivost, a ne ta razlika.
imperfect-lemke-title = Lemkeov put od apriorne distribucije
imperfect-lemke-note = Pokrivna varijabla z₀ počinje od 1, gdje svaki igrač najbolje odgovara na apriornu distribuciju; svaki pivot uvodi jednu varijablu u bazu i izbacuje njezin komplement, a put završava kad z₀ napusti bazu: u ravnoteži (von Stengel, van den Elzen i Talman 2002). Apriorna distribucija bliža jednoj ravnoteži obično vodi do nje.
imperfect-lemke-start = « Početak
imperfect-lemke-prev = ◀ Pivot
imperfect-lemke-next = Pivot ▶
imperfect-lemke-end = Kraj »
imperfect-lemke-step = Pivot { $k } od { $n }: u bazu ulazi { $entered }, izlazi { $left }; z₀ = { $z0 }.
imperfect-lemke-travelled = koliko je puta prijeđeno
imperfect-all-strategies = Strategije u svim informacijskim skupovima (broj skupova: { $n })
imperfect-player = Igrač { $n }

## Igre u normalnoj formi

games-title = Igre u normalnoj formi: sve Nashove ravnoteže
games-lead = Uredi imena i isplate (u svakom polju najprije isplata igrača retka; strelice pomiču između polja, Ctrl+Z / Ctrl+Y poništavaju i ponavljaju). Podcrtane isplate su najbolji odgovori; istaknuto polje je Nashova ravnoteža čistih strategija. Ispod: sve ravnoteže u egzaktnim razlomcima, dijagrami, razine sigurnosti i dominacija.
games-players-label = broj igrača
games-players-two = Dva igrača
games-players-many = Tri ili četiri igrača
games-column-name = ime stupca { $n }
games-remove-column-title = ukloni ovaj stupac
games-remove-column = ukloni stupac { $n }
games-row-name = ime retka { $n }
games-remove-row-title = ukloni ovaj redak
games-remove-row = ukloni redak { $n }
games-row-payoff = isplata igrača retka u { $row },{ $col }
games-column-payoff = isplata igrača stupca u { $row },{ $col }
games-strictly = strogo
games-weakly = slabo
games-very-weakly = veoma slabo
games-elim-title = Iterativna eliminacija dominiranih strategija
games-dominance = Dominacija
games-dominance-strict = stroga
games-dominance-weak = slaba
games-dominance-very-weak = veoma slaba (≥ svugdje)
games-elim-mixed = i mješovitim strategijama (LP)
games-elim-none-mixed = Nijedna strategija nije { $how } dominirana (ni čistom ni mješovitom strategijom).
games-elim-none-pure = Nijedna strategija nije { $how } dominirana čistom strategijom.
games-reset = Ispočetka
games-back = ◀ Natrag
games-step = Korak ▶
games-elim-all = Svi koraci
games-elim-count = Prikazano { $shown } od { $total } koraka (prekriženo u tablici)
games-elim-step-row = ukloni strategiju retka { $name } — nad njom dominira { $by }
games-elim-step-column = ukloni strategiju stupca { $name } — nad njom dominira { $by }
games-elim-result = Preostaje: retci { $rows } × stupci { $columns }.
games-elim-failed = eliminacija nije uspjela (neuspjeh LP-a ne tumači se kao „nije dominirana“): { $error }
games-problems = { $n ->
        [one] { $n } problem u tablici (označen crveno). Rezultati u nastavku odnose se na posljednju ispravnu igru dok se ne ispravi.
        [few] { $n } problema u tablici (označeni crveno). Rezultati u nastavku odnose se na posljednju ispravnu igru dok se ne isprave.
       *[other] { $n } problema u tablici (označeni crveno). Rezultati u nastavku odnose se na posljednju ispravnu igru dok se ne isprave.
    }
games-names-label = imena u igri
games-game-title = Naslov
games-row-player = Igrač retka
games-column-player = Igrač stupca
games-edit-label = uređivanje igre
games-preset = Gotova igra
games-choose = odaberi…
games-preset-prisoners-dilemma = Zatvorenikova dilema
games-preset-driving = Vožnja (čista koordinacija)
games-preset-matching-pennies = Podudaranje novčića
games-preset-battle-of-the-sexes = Bitka spolova
games-preset-rock-paper-scissors = Kamen, škare, papir
games-preset-stag-hunt = Lov na jelena
games-preset-chicken = Igra kukavice
games-preset-chicken-aumann = Igra kukavice (Aumann 1974)
games-preset-von-stengel = 3×2: von Stengelov primjer za Lemke–Howsonov algoritam
games-preset-lh-unreachable = 3×3: ravnoteže do kojih ne vodi nijedan Lemke–Howsonov put
games-preset-traffic-light = Semafor
games-add-row = + redak
games-add-column = + stupac
games-random-title = cjelobrojne isplate −9…9, sa sjemenom
games-random = Slučajna igra (sjeme { $seed })
games-zero-sum-title = postavi isplate igrača stupca na suprotne isplatama igrača retka
games-zero-sum = Pretvori u igru sume nula
games-undo = ↶ Poništi
games-redo = ↷ Ponovi
games-export-nfg = Izvezi .nfg
games-link-copied = Poveznica kopirana
games-copy-link = Kopiraj poveznicu
games-to-trees = Stabla igre →
games-size-hint = { $rows }×{ $cols }; najviše { $limit }×{ $limit }. Adresna traka uvijek sadrži ovu igru, pa je poveznica dijeli.
games-class = Klasa: { $class }
games-class-common-payoff = igra sa zajedničkom isplatom
games-class-zero-sum = igra sume nula
games-class-constant-sum = igra s konstantnom sumom ({ $sum })
games-class-general-sum = igra s općom sumom
games-analyses-failed = analize nisu uspjele: { $error }
games-import-nfg = Uvezi Gambitovu datoteku .nfg
games-lh-quick = Brzi odgovor (Lemke–Howson, nedostajuća oznaka 1): igrač retka { $row }, igrač stupca { $column }, isplate ({ $payoffs }). Potpuno nabrajanje u nastavku pronalazi svaku ravnotežu.
games-expected = Nabrajanje vrhova obaju poliedara najboljih odgovora obrnutim pretraživanjem (reverse search), čija su stabla podijeljena na dijelove između { $workers ->
        [one] { $workers } radne niti
       *[other] { $workers } radnih niti
    } (jedna po jezgri): za igru { $rows }×{ $cols } očekuje se { $time } u ovom pregledniku na jednoj niti (prema mjerenju u nastavku; igre s mnogo izjednačenja obično su brže).
games-time-under-second = manje od sekunde
games-time-seconds = oko { $s } s
games-time-minutes = oko { $min } min
games-compute-again = Izračunaj ponovno
games-enumeration-failed = nabrajanje ravnoteža nije uspjelo: { $error }
games-eq-heading = Nashove ravnoteže (ekstremnih: { $n })
games-eq-heading-degenerate = Nashove ravnoteže (ekstremnih: { $n }, degenerirana igra)
games-col-row-strategy = strategija igrača retka
games-col-column-strategy = strategija igrača stupca
games-col-payoffs = isplate
games-col-kind = vrsta
games-col-kind-title = stroga: svaka je strategija jedini najbolji odgovor na drugu (def. 2.0.7); inače slaba (def. 2.0.8); u dominantnim strategijama: svaka dominira nad svim ostalim strategijama svojeg igrača (def. 2.3.2)
games-col-lh = Lemke–Howson od oznake
games-col-lh-title = Lemke–Howson pokrenut ispuštanjem oznake ove strategije završava ovdje
games-kind-strict = stroga
games-kind-weak = slaba
games-kind-dominant = { $kind }, u { $how } dominantnim strategijama
games-lh-no-label = — (ne dovodi je nijedna oznaka)
games-eq-listed = Navedeno je prvih { $shown } od { $n } redom; preuzimanje sadrži sve.
games-eq-download = Preuzmi ravnoteže (JSON)
games-degenerate = Degenerirana igra: neke strategije imaju više najboljih odgovora nego što im potpora ima elemenata, pa ravnoteže mogu činiti kontinuume.
games-tie-row = uz strategiju retka { $strategy } { $n ->
        [one] izjednačen je { $n } najbolji odgovor
        [few] izjednačena su { $n } najbolja odgovora
       *[other] izjednačeno je { $n } najboljih odgovora
    }
games-tie-column = uz strategiju stupca { $strategy } { $n ->
        [one] izjednačen je { $n } najbolji odgovor
        [few] izjednačena su { $n } najbolja odgovora
       *[other] izjednačeno je { $n } najboljih odgovora
    }
games-continuum = kontinuum: { $set }
games-side-row = strategija retka { $strategy }
games-side-column = strategija stupca { $strategy }
games-side-rows-between = retci između { $a } i { $b }
games-side-columns-between = stupci između { $a } i { $b }
games-side-rows-mixing = retci koji miješaju { $list } i { $last }
games-side-columns-mixing = stupci koji miješaju { $list } i { $last }
games-side-no-row = nema strategije retka
games-side-no-column = nema strategije stupca
games-degenerate-more = … i još { $n } izjednačenja i kontinuuma, u preuzimanju.
games-br-diagram = dijagram najboljih odgovora
games-br-chart-title = Najbolji odgovori
games-br-chart-row = najbolji odgovor igrača retka
games-br-chart-column = najbolji odgovor igrača stupca
games-br-chart-equilibria = Nashove ravnoteže
games-bench-summary = Mjerenje brzine: sve ravnoteže slučajnih igara n×n u ovom pregledniku
games-run = Pokreni
games-bench-text = Slučajne igre sa sjemenom i isplatama 0…99 (sjeme 1, iste igre kao u mjerenju izvornog programa), sve ravnoteže obrnutim pretraživanjem u radnoj niti, svaka po tri puta; računa se najbrže izvođenje i samo vrijeme unutar nabrajanja.
games-bench-from = od n =
games-bench-to = do n =
games-bench-equilibria = ravnoteže
games-bench-degenerate = degenerirana
games-bench-ms = ms (wasm)
games-bench-vertices = vrhovi
games-bench-integers = cijeli brojevi
games-bench-big = veliki
games-bench-128 = 128-bitni
games-yes = da
games-no = ne
games-security-title = Razine sigurnosti
games-security-maxmin = maxmin (zajamčeno)
games-security-maxmin-strategy = maxmin strategija
games-security-minmax = minmax (na koliko ga se može ograničiti)
games-security-punishing = protivnikova kažnjavajuća strategija
games-lp-failed = LP nije uspio: { $error }
games-value-agree = Vrijednost igre prema LP-u: { $value }; maxmin igrača retka { $maxmin } = minmax { $minmax } ✓ (minimax teorem).
games-value-disagree = Vrijednost igre prema LP-u: { $value }; maxmin igrača retka { $maxmin } ≠ minmax { $minmax } — LP-ovi se ne slažu; prijavi, molim, ovu igru.
games-value-lp-failed = LP za vrijednost igre nije uspio: { $error }
games-envelope-mark = t = { $t } (isplata { $payoff })
games-envelope-none = nije pronađena nijedna
games-envelope-equilibrium = Nashova ravnoteža pri t = { $t }
games-envelope-lines-row = Pravci isplata igrača retka; povuci kraj ili ga fokusiraj i koristi strelice da promijeniš tu isplatu
games-envelope-lines-column = Pravci isplata igrača stupca; povuci kraj ili ga fokusiraj i koristi strelice da promijeniš tu isplatu
games-envelope-handle-row = Isplata igrača retka za { $name } kad drugi igra { $other }
games-envelope-handle-column = Isplata igrača stupca za { $name } kad drugi igra { $other }
games-envelope-caption-row = Najbolji odgovori igrača retka ovisno o t = P({ $first }): { $pieces }. Nashove ravnoteže (◆): { $marks }.
games-envelope-caption-column = Najbolji odgovori igrača stupca ovisno o t = P({ $first }): { $pieces }. Nashove ravnoteže (◆): { $marks }.
games-geometry-title = Geometrija ravnoteža
games-geometry-note = Geometrija se crta za igre od 2×2 do { $max }×{ $max }; ova je { $rows }×{ $cols }.
games-figure-turn = — strelice ga okreću
games-figure-reset = Vrati pogled
games-ce-error = Poliedar koreliranih ravnoteža nije se mogao izračunati: { $error }
games-ce-nash = Nashova ravnoteža { $n }: { $distribution }
games-ce-best-title = Korelirana ravnoteža koja maksimizira ukupnu dobrobit: { $distribution }
games-ce-title = Poliedar koreliranih ravnoteža
games-ce-hint = Distribucija na četiri polja točka je tetraedra (svaki vrh tetraedra jedno je polje sa sigurnošću). Korelirane ravnoteže — distribucije iz kojih nijedan igrač ne dobiva neposlušnošću preporuci — čine poliedar nacrtan unutar njega. Kvadrati: Nashove ravnoteže (produktne distribucije); romb: korelirana ravnoteža koja maksimizira zbroj isplata. Povuci ga ili ga fokusiraj i koristi strelice da ga okreneš.
games-ce-figure = Poliedar koreliranih ravnoteža u tetraedru distribucija
games-ce-nash-welfare = Nashova ravnoteža { $n }: { $distribution } — dobrobit { $welfare }
games-ce-best = Najbolja korelirana ravnoteža: { $distribution } — dobrobit { $welfare }
games-ce-vertices = Vrhovi poliedra ({ $n })
games-lh-title = Poliedri najboljih odgovora i Lemke–Howsonov algoritam
games-lh-shift = Von Stengelova konvencija: isplate svakog igrača pomaknute su tako da budu pozitivne (igrača retka za { $row }, igrača stupca za { $column }; najbolji odgovori se ne mijenjaju), pa su P i Q omeđeni. Oznake 1–{ $m } su retci, { $first }–{ $last } stupci: vrh od P ima oznaku i kad je xᵢ = 0 i oznaku { $m }+j kad je stupac j najbolji odgovor; vrh od Q ima oznaku i kad je redak i najbolji odgovor i { $m }+j kad je yⱼ = 0.
games-lh-path-label = Lemke–Howsonov put
games-lh-start-at = Početak u
games-lh-start-artificial = (0, 0), umjetna ravnoteža
games-lh-start-equilibrium = ravnoteža { $n }: x = { $x }, y = { $y }
games-lh-drop-label = Ispusti oznaku
games-lh-run = Do kraja
games-lh-count = Korak { $at } od { $total }
games-lh-artificial = umjetna ravnoteža (0, 0)
games-lh-equilibrium = ravnoteža { $n }
games-label-row = { $n } (redak { $name })
games-label-column = { $n } (stupac { $name })
games-lh-stays = ostaje u istoj točki (degenerirano pivotiranje)
games-lh-moves = pomiče se po bridu
games-lh-step-ends = { $side } ispušta oznaku { $dropped } i { $moved }, pritom dobiva oznaku { $picked } — onu koja nedostaje: opet su prisutne sve oznake, pa put završava u ravnoteži.
games-lh-step-next = { $side } ispušta oznaku { $dropped } i { $moved }, pritom dobiva oznaku { $picked }; oznaka { $picked } je udvostručena (imaju je oba vrha), pa je sljedeći ispušta { $other }.
games-lh-polytope-p = { $set }, poliedar igrača retka ({ $dim }D); uz svaki vrh njegove oznake
games-lh-polytope-q = { $set }, poliedar igrača stupca ({ $dim }D); uz svaki vrh njegove oznake
games-lh-degenerate-start = Ovaj je početak degenerirana ravnoteža: njezini vrhovi imaju suvišne oznake, pa bez izbora baze nije određeno kojim bridom krenuti.
games-lh-at-start = U točki { $start }: prisutne su sve oznake. Napravi korak da ispustiš oznaku { $label }.
games-lh-step-of = Korak { $k } od { $n }: { $step }
games-lh-reached = Dosegnuta je { $end }: x = { $x }, y = { $y }.
games-lh-back-at-artificial = Natrag u umjetnoj ravnoteži (0, 0): ispuštanje ove oznake u ovoj ravnoteži prelazi unatrag put iz (0, 0).
games-lh-index-degenerate = — (degenerirana)
games-lh-no-label-reaches = nijednom oznakom
games-lh-pair = Trenutni par: x = { $x } (oznake { $xlabels }), y = { $y } (oznake { $ylabels }).
games-lh-pairing-caption = Gdje završava put koji ispušta pojedinu oznaku, iz svakog početka
games-lh-col-start = početak
games-lh-col-index = indeks
games-lh-col-drop = bez { $n }
games-lh-eq-short = rav. { $n }
games-lh-all-reached = Svaka se ravnoteža dosiže iz umjetne ravnoteže ispuštanjem neke oznake ({ $list }).
games-lh-reached-by = ravnoteža { $n } oznakom { $labels }
games-lh-unreachable-item = ravnoteža { $n } (indeks { $index })
games-lh-unreachable = Nijedan Lemke–Howsonov put iz umjetne ravnoteže ne dosiže: { $list }; te se ravnoteže pronalaze samo počevši od neke druge ravnoteže.
games-lh-unreachable-positive = Nijedan Lemke–Howsonov put iz umjetne ravnoteže ne dosiže: { $list }; te se ravnoteže pronalaze samo počevši od neke druge ravnoteže. Ravnoteža indeksa +1 među njima pokazuje da pozitivan indeks ne čini ravnotežu dosežnom.
games-import-text = Sadržaj datoteke { $kind } (zalijepi ga ovdje)
games-import = Uvezi
games-n-title = Igre u normalnoj formi: tri igrača i više
games-n-lead = Jedna matrica za svaku strategiju igrača 3 (za svaki par strategija igrača 3 i 4): retci su strategije igrača 1, stupci igrača 2, a svako polje sadrži redom isplate svih igrača. Podcrtane isplate su najbolji odgovori; istaknuto polje je ravnoteža čistih strategija. Ispod: svaka Nashova ravnoteža, certificirana (egzaktni razlomci ili 32 dokazane znamenke kad je iracionalna), te korelirane ravnoteže egzaktnim LP-om.
games-n-preset-coordination = Koordinacija triju igrača
games-n-preset-voting = Glasanje (Condorcetov ciklus)
games-n-preset-nine-equilibria = 2×2×2 s devet ravnoteža (McKelvey–McLennan)
games-n-preset-irrational = Samo iracionalna ravnoteža (Nau i sur.)
games-n-add-player = + igrač
games-n-remove-player = − zadnji igrač
games-n-shape = { $shape }; najviše { $limit } strategija po igraču, 4 igrača i { $cells } polja. Adresna traka uvijek sadrži ovu igru.
games-n-import-nfg = Uvezi Gambitovu datoteku .nfg (3 ili 4 igrača)
games-n-players-label = igrači i njihove strategije
games-n-player-name = ime igrača { $n }
games-n-role-rows = retci
games-n-role-columns = stupci
games-n-role-matrices = matrice
games-n-strategy-name = ime strategije { $n } igrača { $player }
games-n-remove-strategy = ukloni strategiju { $n } igrača { $player }
games-n-remove-strategy-title = ukloni ovu strategiju
games-n-add-strategy = dodaj strategiju igraču { $player }
games-n-add-strategy-button = + strategija
games-n-payoff = isplata igrača { $player } u ({ $profile })
games-n-problems = { $n ->
        [one] { $n } problem u igri (označen crveno). Rezultati u nastavku odnose se na posljednju ispravnu igru dok se ne ispravi.
        [few] { $n } problema u igri (označeni crveno). Rezultati u nastavku odnose se na posljednju ispravnu igru dok se ne isprave.
       *[other] { $n } problema u igri (označeni crveno). Rezultati u nastavku odnose se na posljednju ispravnu igru dok se ne isprave.
    }
games-n-pure-title = Ravnoteže čistih strategija
games-n-pure-none = Nema ih: u svakom polju neki igrač dobiva ako sam promijeni strategiju.
games-n-pure-item = ({ $profile }) — { $kind } — isplate ({ $payoffs })
games-n-nothing-dominated = Ništa nije dominirano: svaka strategija ostaje.
games-n-elim-step = { $player }: { $strategy } — { $how } dominirana s { $by }
games-n-survives = Preostaje: { $left }.
games-n-survives-solved = Preostaje: { $left } — po jedna strategija za svakog igrača: igra je riješena dominacijom.
games-n-security-caption = Razine sigurnosti (egzaktno)
games-n-col-player = igrač
games-n-col-maxmin = maxmin vrijednost
games-n-col-maxmin-strategy = maxmin strategija
games-n-col-minmax-correlated = minmax, ostali korelirani
games-n-col-minmax-pure = minmax, ostali čisto
games-n-analysis-title = Dominacija i sigurnost
games-n-analysis-hint = Strategije se uklanjaju jedna po jedna (najprije igrača s najnižim brojem) dok je neka dominirana u onome što je preostalo; mješavina može dominirati ondje gdje nijedna pojedinačna strategija ne dominira. Maxmin igrača je ono što može zajamčiti bez obzira na to što drugi rade; ostali ga mogu ograničiti na minmax (ne više kad se mogu koordinirati; na minmax čistih strategija kad svaki igra jednu strategiju).
games-n-remove-strategies = Uklanjaj strategije
games-n-dominated = { $how } dominirane
games-n-mixtures = mješavine mogu dominirati
games-nbench-summary = { $games ->
        [one] { $games } igra
        [few] { $games } igre
       *[other] { $games } igara
    } za { $total } ms: prosječno { $mean } ms, medijan { $median } ms, najsporija { $slowest } ms; { $equilibria ->
        [one] { $equilibria } ravnoteža
        [few] { $equilibria } ravnoteže
       *[other] { $equilibria } ravnoteža
    } (iracionalnih: { $irrational }); potpunost dokazana za { $complete } od { $games }.
games-nbench-games-error = cijeli broj od 1 do { $max }
games-nbench-seed-error = cijeli broj ≥ 0
games-nbench-summary-title = Mjerenje brzine: slučajne igre riješene u ovom pregledniku
games-nbench-hint = Slučajne igre sa sjemenom (isplate 0…99), u svakoj sve ravnoteže, certificirano, vrijeme mjereno u radnoj niti. Iste igre izvorno: { $command }
games-nbench-shape = Oblik
games-nbench-games = Igre
games-nbench-seed = Sjeme
games-nbench-col-game = igra
games-nbench-col-irrational = iracionalne
games-nbench-col-complete = potpuno
games-download-json = Preuzmi JSON
games-n-eq-title = Sve Nashove ravnoteže (certificirano)
games-n-solve-again = Riješi ponovno
games-n-certificate-complete = { $n ->
        [one] { $n } ravnoteža (potpuni skup) — { $certificate }
        [few] { $n } ravnoteže (potpuni skup) — { $certificate }
       *[other] { $n } ravnoteža (potpuni skup) — { $certificate }
    }
games-n-certificate-incomplete = { $n ->
        [one] { $n } ravnoteža (potpunost nije dokazana) — { $certificate }
        [few] { $n } ravnoteže (potpunost nije dokazana) — { $certificate }
       *[other] { $n } ravnoteža (potpunost nije dokazana) — { $certificate }
    }
games-n-col-regret = žaljenje
games-n-kind-exact = egzaktna
games-n-kind-irrational = iracionalna: 32 znamenke, dokazano
games-n-kind-not-isolated = iracionalna: dokazano, nije izolirana
games-n-continuum = Kontinuum: { $description } — rasponi { $ranges }
games-n-ce-welfare = najveća ukupna dobrobit (zbroj isplata)
games-n-ce-min = najviše za igrača u najgorem položaju
games-n-ce-player = najbolja za { $player }
games-n-ce-value = Vrijednost { $value } (≈{ $approx }); očekivane isplate ({ $payoffs }).
games-n-col-profile = profil
games-n-col-probability = vjerojatnost
games-n-ce-title = Korelirane ravnoteže (egzaktni LP)
games-n-ce-hint = Posrednik izvlači profil iz distribucije i svakom igraču kaže samo njegovu strategiju; nitko ne dobiva neposlušnošću. Gruba (coarse): svaki se igrač obvezuje prije nego što je čuje.
games-n-ce-maximise = Maksimiziraj
games-n-ce-coarse = gruba korelirana ravnoteža

## Evolucijska dinamika i zatvorenikova dilema

evolution-title = Evolucijska dinamika i zatvorenikova dilema
evolution-lead = Ravnoteže govore gdje se igra može zaustaviti; dinamika govori kako populacija do njih dolazi — ili zašto nikad ne dođe. Ovdje se udjeli strategija u populaciji mijenjaju prema tome koliko je svaka uspješna, svaka se stacionarna točka pronalazi egzaktno i klasificira, konačna populacija fiksira jednu strategiju slučajem i selekcijom, a strategije ponovljene zatvorenikove dileme susreću se u mečevima, turnirima i utrkama.
evolution-dyn-title = Dinamika na simpleksu
evolution-dyn-replicator = dinamika replikatora
evolution-dyn-best-response = dinamika najboljeg odgovora
evolution-dyn-logit = logit dinamika (preciznost λ)
evolution-dyn-fictitious = fiktivna igra (runde)
evolution-dyn-stochastic-fictitious = stohastička fiktivna igra (λ, runde)
evolution-lambda-not-number = λ: upiši broj
evolution-time-not-number = vrijeme: upiši broj
evolution-view = Prikaz
evolution-portrait-label = Fazni portret: klikni da tamo pokreneš trajektoriju; ili pomiči isprekidani kursor strelicama (Shift: veći koraci), Enter pokreće trajektoriju na mjestu kursora, Backspace uklanja posljednju
evolution-portrait-legend = Strelice pokazuju smjer toka, tamnije gdje je tok brži. Stacionarne točke: popunjena = ESS; prsten s točkom = Nashova ravnoteža, ali ne ESS; prazna = nije Nashova ravnoteža; boja je sud linearizacije — zelena stabilna, crvena nestabilna, narančasta sedlo, plava centar, siva neodlučeno.
evolution-clear = Obriši trajektorije
evolution-trajectories = { $n ->
        [one] { $n } trajektorija
        [few] { $n } trajektorije
       *[other] { $n } trajektorija
    }
evolution-drawing = Crtanje…
evolution-game = Igra
evolution-your-matrix = tvoja matrica
evolution-your-nfg = tvoja .nfg datoteka
evolution-dynamics = Dinamika
evolution-rounds = runde
evolution-time = vrijeme
evolution-start-at = Početak u udjelima
evolution-start-run = Pokreni trajektoriju
evolution-own-game = Vlastita igra
evolution-matrix-label = Isplate simetrične igre (strategija retka protiv strategije stupca; jedan redak matrice po retku teksta, 2–4 strategije):
evolution-nfg-label = Ili zalijepi Gambitovu .nfg datoteku (kvadratna igra s B = Aᵀ je jedna populacija; svaka druga igra 2×2 su dvije populacije):
evolution-nfg-open = Otvori .nfg
evolution-preset-rps = Kamen–papir–škare (igra sume nula)
evolution-preset-rps-stable = Kamen–papir–škare, stabilna unutrašnjost (pobjeda 2, poraz 1)
evolution-preset-rps-unstable = Kamen–papir–škare, nestabilna unutrašnjost (pobjeda 1, poraz 2)
evolution-preset-hawk-dove = Jastreb–golub (V = 2, C = 4)
evolution-preset-stag-hunt = Lov na jelena
evolution-preset-coordination = Koordinacija (tri konvencije)
evolution-preset-prisoners-dilemma = Zatvorenikova dilema
evolution-preset-matching-pennies = Pismo-glava (dvije populacije)
evolution-preset-battle-of-the-sexes = Bitka spolova (dvije populacije)
evolution-preset-hawk-dove-retaliator-bully = Jastreb–golub–osvetnik–nasilnik
evolution-explain-rps = Svaka strategija pobjeđuje jednu i gubi od druge za isti iznos. Unutarnja stacionarna točka (1/3, 1/3, 1/3) je Nashova ravnoteža, ali nije ESS; dinamika replikatora kruži oko nje po zatvorenim orbitama (x₁·x₂·x₃ je očuvan).
evolution-explain-rps-stable = Pobjeda vrijedi više (2) nego što poraz košta (1): unutarnja stacionarna točka je ESS i svaka unutarnja orbita spiralno ulazi u nju (Zeeman 1980).
evolution-explain-rps-unstable = Poraz košta više (2) nego što pobjeda vrijedi (1): unutarnja stacionarna točka odbija, a orbite se spiralno udaljavaju prema rubnom ciklusu kamen → papir → škare.
evolution-explain-hawk-dove = Jastrebovi se bore (svaki plaća pola troška C = 4 za pola vrijednosti V = 2), golubovi dijele. Nijedna čista strategija nije stabilna: ESS je mješavina s udjelom jastrebova V/C = 1/2.
evolution-explain-stag-hunt = Lov na jelena donosi 4, ali samo zajedno; zec sigurno donosi 3. Oba čista stanja su stroge ESS; mješovita stacionarna točka s 3/4 lovaca na jelena je nestabilna i dijeli njihove bazene privlačenja.
evolution-explain-coordination = Usklađivanje s drugima donosi 1, 2 ili 3 ovisno o konvenciji, neusklađenost donosi 0. Svaki nosač ima stacionarnu točku; samo su tri čiste konvencije ESS.
evolution-explain-prisoners-dilemma = Izdaja donosi više protiv bilo koje strategije, pa suradnici izumiru iz svakog unutarnjeg početka: „uvijek izdaj” jedina je ESS.
evolution-explain-matching-pennies = Retci se žele podudarati, stupci razlikovati. Mješovitu ravnotežu (½, ½) okružuju zatvorene orbite dinamike replikatora dviju populacija.
evolution-explain-battle-of-the-sexes = Oboje se žele naći, ali preferiraju različita mjesta. Dva čista susreta stroge su ravnoteže (ESS igre dviju populacija); mješovita ravnoteža je sedlo.
evolution-explain-hawk-dove-retaliator-bully = Osvetnik igra goluba dok ga ne napadnu, nasilnik napada dok ne naiđe na otpor. Golub i osvetnik postižu jednako jedan protiv drugoga, pa je brid između njih kontinuum stacionarnih točaka; strane pokazuju svaku podigru triju strategija.
evolution-moran-title = Konačne populacije: Moranov proces
evolution-moran-text = Populacija od N jedinki igra dvije odabrane strategije igre (numerirane kao u igri, od 1). U svakom se koraku jedna jedinka razmnožava s vjerojatnošću razmjernom svojem fitnesu 1 − w + w·(njezina prosječna isplata protiv ostalih), a njezin potomak zamjenjuje jednu slučajno odabranu jedinku. Gdje završava jedan mutant? Egzaktno, formulom produkta ρ = 1 / (1 + Σₖ Πⱼ f_A(j)/f_B(j)) u razlomcima; i simulacijom, uz sjeme, s intervalom od 99%. Pri neutralnom driftu vjerojatnost fiksacije mutanta je 1/N.
evolution-moran-strategies = strategije
evolution-moran-runs = pokretanja
evolution-seed = sjeme
evolution-moran-compute = Izračunaj
evolution-ipd-title = Ponovljena zatvorenikova dilema
evolution-ipd-text = U svakom potezu oba igrača istodobno biraju surađivati (C) ili izdati (D). Ako oba surađuju, svaki dobiva R, ako oba izdaju, svaki P, a izdajica protiv suradnika dobiva T dok suradnik dobiva S: uz T > R > P > S izdaja je bolja što god drugi učinio, a ipak obojici je bolje kad surađuju. U ponovljenoj igri isplati se biti ljubazan, uzvraćati i opraštati — ili ne? Strategije su iz Axelrodove biblioteke, s njezinim imenima i pravilima; šum preokreće potez sa zadanom vjerojatnošću (oba igrača vide preokrenuti potez).
evolution-ipd-yours-option = Tvoja (pravilo gore)
evolution-ipd-turns = poteza po meču
evolution-ipd-noise = šum
evolution-ipd-yours = Tvoja strategija:
evolution-ipd-yours-memory-one = (vjerojatnosti suradnje nakon svakog ishoda posljednjeg poteza, tvoj potez prvi) ili
evolution-ipd-yours-lookup = (potez za svaku povijest posljednjih 1–3 poteza)
evolution-ipd-yours-name = njezino ime
evolution-ipd-about = Što radi koja strategija
evolution-ipd-match-title = Meč, potez po potez
evolution-ipd-match-run = Odigraj meč
evolution-ipd-tournament-title = Turnir svatko sa svakim
evolution-ipd-tournament-text = Igra svaki par, a svaka strategija igra i protiv svoje kopije, kao u Axelrodovim turnirima; rezultat strategije je njezina prosječna isplata po potezu protiv ostalih, a poredak određuje medijan po ponavljanjima. Mečevi se dijele na radne niti, po jednu za svaku jezgru.
evolution-ipd-players = igrači
evolution-ipd-and-yours = i tvoja, kad je napišeš
evolution-ipd-repetitions = ponavljanja
evolution-ipd-generations = generacije
evolution-ipd-tournament-run = { $n ->
        [one] Pokreni turnir ({ $n } radna nit)
        [few] Pokreni turnir ({ $n } radne niti)
       *[other] Pokreni turnir ({ $n } radnih niti)
    }
evolution-ipd-matches-played = { $n ->
        [one] u tijeku: odigran { $n } meč
        [few] u tijeku: odigrana { $n } meča
       *[other] u tijeku: odigrano { $n } mečeva
    }
evolution-ipd-race-title = Koja je strategija bolja? Odlučuje utrka
evolution-ipd-race-text = Protiv polja partija izvlači protivnika među igračima turnira; A i B igraju protiv njega s istim sjemenom, a partiju dobiva onaj tko postigne više (pri jednakom rezultatu odlučuje novčić). U izravnom dvoboju partija je jedan meč A protiv B — u kojem Tit For Tat (milo za drago) nikad ne postiže više od protivnika. Algoritam utrke (ILEBR* 2 iz laboratorija utrka: empirijske Bernsteinove granice, provjeravane u sve većim razmacima) staje čim njegove granice, koje cijelo vrijeme vrijede s vjerojatnošću 1 − δ, napuste ½: presuda je pogrešna s vjerojatnošću najviše δ.
evolution-ipd-racing-lab = Laboratorij utrka
evolution-ipd-racing-lab-after = pokazuje kako takve utrke odlučuju i koliko stoji njihova sigurnost.
evolution-ipd-race-field = protiv igrača turnira
evolution-ipd-race-run = Pokreni utrku
evolution-ipd-population-title = Igra populacije
evolution-ipd-population-text = Kao u „The Evolution of Trust” Nickyja Casea: svaka jedinka igra meč sa svakom drugom, zatim se jedinke s najnižim rezultatom uklanjaju, a one s najvišim kopiraju (po 5 u svakoj rundi; izjednačenja odlučuje sjeme), rundu za rundom.
evolution-ipd-population = strategija=broj, jedna po retku
evolution-ipd-population-run = Odigraj runde
evolution-ipd-bench-summary = Mjerenje brzine: turniri u ovom pregledniku
evolution-bench-run = Pokreni
evolution-ipd-bench-text = Svaka klasična strategija protiv svake druge i same sebe, 200 poteza, 5 ponavljanja, bez šuma i sa šumom 0,05, u jednoj radnoj niti — isti izvodi kao u mjerenju izvornog programa, pa se mogu usporediti.

## Optimizacija strategija

evolve-title = Optimizacija strategija: Rat i Rrrats!
evolve-lead = Četiri Jakóbczykova (2023) evolucijska optimizatora kreću od početne strategije (svi parametri 0), mutiraju je s veličinom koraka σ i zadržavaju mutaciju samo ako utrka pokaže da pobjeđuje referentnu strategiju. Gledaj kako se strategija mijenja, a zatim vidi kako prolazi protiv one od koje je krenula.
evolve-ci = { $score } (95% interval pouzdanosti { $lo }–{ $hi })
evolve-optimiser-iterative = iterativni (1+1)
evolve-optimiser-coevolution = prava koevolucija
evolve-optimiser-approx = približna koevolucija
evolve-optimiser-approx2 = približna koevolucija 2
evolve-war-rules = Pravila Rata
evolve-face-down = karata licem prema dolje po ratu
evolve-face-down-1 = 1 (zadano)
evolve-short-war = kad nedostaje karata za rat
evolve-short-war-loses = gubi (zadano)
evolve-short-war-last = igra svoju posljednju kartu
evolve-cap = ograničenje bitaka
evolve-at-cap = na ograničenju
evolve-at-cap-draw = neriješeno ½ (zadano)
evolve-at-cap-more = pobjeđuje tko ima više karata
evolve-rats-rules = Opcije pravila igre Rrrats! (sve isključeno = zadano tumačenje)
evolve-auto-stop = dostizanje 4 završava potez
evolve-pile-check = prazna hrpa provjerava se na kraju poteza
evolve-bust-banks = promašaj sprema ruku u banku
evolve-bust-returns = ukradeni žetoni vraćaju se pri promašaju
evolve-live-status = mutacija { $mutation } · prihvaćeno { $accepted } · σ = { $sigma } · partije: { $games } · populacija { $population }
evolve-live-evaluating = procjena pronađene strategije protiv početne
evolve-war-interpretation = silazno { $desc }%, uzlazno { $asc }%, promiješano { $shuffled }%
evolve-rats-interpretation = P(nastavka) = { $p } → { $rule }
evolve-found-by = Pronađeno metodom „{ $optimiser }” za { $seconds } s
evolve-parameters = Parametri:
evolve-found-score = Protiv početne strategije (partije: { $games }, naizmjenična mjesta): { $score }
evolve-draws = { $n ->
        [one] { $n } remi
       *[other] { $n } remija
    }
evolve-found-usage = mutacije: { $mutations }, prihvaćene: { $accepted }, utrke: { $races }, partije: { $games }; završni σ = { $sigma }.
evolve-export-run = Izvezi pokretanje (JSON)
evolve-rules-help = Kako se igraju Rat i Rrrats! i što znače parametri strategije
evolve-war = Rat
evolve-war-rules-text = 52 karte, po 26 svakome, u hrpi: igraš s vrha, a osvojene karte idu na dno. Oba igrača okreću gornju kartu; jača karta uzima sve karte sa stola. Izjednačenje je rat: svaki stavlja jednu kartu licem prema dolje (po izboru tri) i jednu licem prema gore, i tako opet pri novom izjednačenju. Igrač koji nema karata za rat gubi (ako nemaju obojica: neriješeno). Partija koja traje i nakon 10 000 bitaka je neriješena i vrijedi ½.
evolve-war-strategy-text = Jedini je izbor redoslijed kojim osvojene karte idu na dno tvoje hrpe. Strategija su tri broja A, B, C: uz težine e^A, e^B, e^C osvojene karte idu silaznim redoslijedom (tvoja najbolja karta vraća se prva) s vjerojatnošću e^A / (e^A + e^B + e^C), uzlaznim s e^B / (…), promiješane s e^C / (…). Sve nule su početna strategija, po trećina; "desc" je uvijek silazno.
evolve-rats-rules-text = Dva igrača, hrpa od 31 žetona, dvije kocke sa stranama 0, 1, 2 (vjerojatnosti 3/6, 2/6, 1/6). U svojem potezu bacaš: 1 uzima žeton s hrpe, 2 krade jedan iz banke drugog igrača (ili uzima jedan s hrpe ako je ta banka prazna); dvije nule su promašaj — žetoni iz ruke vraćaju se na hrpu i potez završava. Nakon svakog bacanja staješ (spremaš ruku u banku) ili bacaš ponovno; preko 4 žetona u ruci višak se vraća, a 4 idu u banku. Kad se hrpa isprazni, igra završava i pobjeđuje veća banka.
evolve-rats-strategy-text = Strategija je osam brojeva A1, A2, B1, B2, C1, C2, D1, D2: s 1, 2, 3 ili 4 žetona u ruci (A, B, C, D) bacaš ponovno s vjerojatnošću e^k1 / (e^k1 + e^k2). Sve nule su početna strategija (ponovno bacanje u pola slučajeva); "stop2" staje čim imaš 2.
evolve-settings = postavke optimizatora
evolve-game = Igra
evolve-optimiser = Optimizator
evolve-race = Utrka
evolve-budget = budžet
evolve-budget-unit = jedinica budžeta
evolve-mutations = mutacije
evolve-games = partije
evolve-seed = sjeme
evolve-eval-games = partije za procjenu
evolve-run = Pokreni optimizator
evolve-h2h-title = Izravni dvoboj
evolve-never-stop = nikad ne staj (potez završavaju samo promašaj i ograničenje ruke)
evolve-stop-at = stani kod ≥ { $n } u ruci
evolve-descending = silazno
evolve-ascending = uzlazno
evolve-shuffled = promiješano
evolve-ordering-label = vjerojatnosti redoslijeda
evolve-p-continue-label = P(nastavka) po broju žetona u ruci
evolve-bar-title = ruka { $hand }: P(nastavka) = { $p }
evolve-hand = ruka { $hand }
evolve-nearest = P(nastavka) po broju žetona u ruci; najbliže pravilo praga: { $rule }
evolve-bench-game = igra
evolve-bench-implementation = implementacija
evolve-bench-games = partije
evolve-bench-games-per-second = partija/s
evolve-bench-summary = Mjerenje brzine: partije u sekundi u ovom pregledniku
evolve-bench-run = Pokreni
evolve-bench-text = Oba igrača s početnom strategijom, zadana pravila; brzi simulatori i, kao polazna točka za usporedbu u istom izvodu, iste igre kroz općenito sučelje State — isto mjerenje kao u izvornom programu, pa se mogu usporediti.
evolve-batch-optimiser = optimizator
evolve-batch-count = broj
evolve-batch-mean = prosjek
evolve-batch-std = std. dev.
evolve-batch-min = min
evolve-batch-max = maks
evolve-batch-games = partija po pokretanju (prosjek)
evolve-batch-claim = Rad (tablica { $table }): pronađene strategije protiv početne u prosjeku postižu ≈ { $mean }. Ovdje izmjereno uz: { $rules }; sjemena: pokretanje r koristi seed.derive(r), isto kao pokretanja izvornog programa.
evolve-export-csv = Izvezi CSV
evolve-batch-title = Skupno: R pokretanja sa sjemenima po optimizatoru (kao tablice 4.1/4.2 Jakóbczyka 2023)
evolve-batch-runs = pokretanja po optimizatoru
evolve-batch-run = { $n ->
        [one] Pokreni skupno ({ $n } radna nit)
        [few] Pokreni skupno ({ $n } radne niti)
       *[other] Pokreni skupno ({ $n } radnih niti)
    }
evolve-br-title = Egzaktni najbolji odgovori (Rrrats!, Markovljev lanac)
evolve-br-text = Najbolji odgovor na strategiju, pronađen egzaktno iteracijom vrijednosti po svim pozicijama (hrpa, banke, ruka, tko je na potezu); zatim najbolji odgovor na njega i tako dalje. Svaki je odgovor sažet po broju žetona u ruci time koliko često nastavlja bacati tamo gdje se takve odluke javljaju te najbližim pravilom praga.
evolve-br-against = protiv
evolve-br-rounds = runde
evolve-br-rounds-error = 1–50 rundi
evolve-br-solve = Riješi
evolve-br-round = runda
evolve-br-wins = pobjeđuje prethodnu
evolve-br-p-continue = P(nastavka) uz ruku 1 / 2 / 3 / 4
evolve-br-nearest = najbliže pravilo
evolve-br-fixed-point = fiksna točka
evolve-br-fixed-yes = da — simetrična ravnoteža
evolve-h2h-text = Strategije: ime ({ $names }) ili parametri (Rat: A,B,C; Rrrats!: A1,A2,…,D2). Mjesta se izmjenjuju; neriješeno vrijedi ½.
evolve-h2h-first = prva
evolve-h2h-use-found = uzmi pronađenu strategiju
evolve-h2h-second = druga
evolve-h2h-games-error = 100–10 000 000 partija
evolve-h2h-seed-error = cijeli broj ≥ 0
evolve-h2h-play = Igraj
evolve-h2h-race = Pokreni utrku ovih dviju strategija →
evolve-h2h-exact = Egzaktno (apsorbirajući Markovljev lanac, slučajni prvi igrač): prva strategija pobjeđuje s vjerojatnošću { $p }.
evolve-h2h-exact-failed = egzaktno rješenje nije uspjelo: { $error }
evolve-h2h-result = Simulirano (partije: { $games }): prva strategija postiže { $score }{ $draws }.
evolve-thesis-war = Jakóbczyk (2023) navodi da silazni redoslijed pobjeđuje uzlazni u { $asc }% slučajeva, a slučajni u { $rand }%; isprobaj desc protiv asc i desc protiv rand uz svako tumačenje pravila.
evolve-thesis-rats = Jakóbczyk (2023) navodi da je optimum u Rrrats! stati s najmanje { $n } u ruci; usporedi egzaktno stop2 sa stop3 i stop4.

## Love Letter

ll-title = Love Letter: skrivena informacija i agenti koji je igraju
ll-lead = Šesnaest karata, jedna u tvojoj ruci: izbaci ostale igrače ili drži najjaču kartu kad se špil isprazni. Vidiš svoju ruku, svaku odbačenu kartu i ono što su ti pokazali tvoj Svećenik, Barun i Kralj — a tako i agenti, svaki sa svojeg mjesta: nijedan ne može pročitati skrivenu kartu, a ne otkriva je ni HTML kod ove stranice.
ll-face-down = karta licem prema dolje
ll-seed-deck = Špil iz izvornog rada i ovaj špil
ll-seed-deck-text = Izvorni rad navodi 16 karata s 4 Stražara, ali njegov popis daje ukupno 15; ova stranica igra špilom iz 2012., s 5 Stražara. Njegova tablica 3.1 (otkriveni Kralj, Princ i Sluškinja; Stražar i Barun u ruci) mijenja se sa špilom:
ll-col-unseen = neviđena karta
ll-col-seed-deck = izvorni rad (4 Stražara)
ll-col-this-deck = ovaj špil (5 Stražara)
ll-deals = Njegovo prebrojavanje dijeljenja iz §2.2: 16!/(4!·2!⁴) = { $seed_orders } poredaka špila, puta 2¹⁰ za deset odluka s dvije mogućnosti = { $seed_scenarios } (≈ 5,58·10¹³; rad piše ≈ 5,8·10¹²). S 5 Stražara: 16!/(5!·2!⁴) = { $orders } poredaka, { $scenarios } s odlukama.
ll-match-title = Odigraj partiju
ll-opponents = protivnici
ll-player = igrač { $n }
ll-iterations-max = ISMCTS iteracije (1–{ $max })
ll-iterations = ISMCTS iteracije
ll-seed = sjeme
ll-stacked = složeno prvo dijeljenje (neobavezno)
ll-stacked-placeholder = 16 vrijednosti karata redom dijeljenja
ll-new = Nova partija
ll-next = Sljedeća runda
ll-your-turn = Ti si na potezu — odigraj kartu:
ll-no-target = bez cilja
ll-yourself = sebe
ll-on = na:
ll-naming = pogađajući
ll-play = Odigraj
ll-play-chosen = Odigraj: { $play }
ll-explain = Objašnjenje: kako agenti odlučuju
ll-explain-text = Pohlepni agent ocjenjuje svaku kartu u ruci Malarczykovom formulom (u radu iz 2015. nazvanom F), iz vjerojatnosti P(c) da protivnik drži c — broj neviđenih primjeraka c podijeljen s brojem svih neviđenih karata (tvoja ruka, otkrivene karte i sve odbačene karte su viđene). ISMCTS nasumce dijeli neviđene karte među dijeljenjima koja su u skladu s onim što njegov igrač zna, pretražuje svako dijeljenje i igra najposjećeniji potez. Pitaj bilo kojeg od njih što bi učinio na tvojem mjestu:
ll-advise-greedy = Što bi odigrao pohlepni agent?
ll-advise-memory = …pohlepni s pamćenjem?
ll-advise-ismcts = …ISMCTS?
ll-in-your-seat = Na tvojem mjestu
ll-reasons-title = Razlozi agenata u ovoj rundi (prikazani sada kad je gotova)
ll-reasons-hint = Razlozi agenata imenuju karte u njihovim rukama, pa se prikazuju tek kad runda završi.
ll-stacked-deck = Prva runda podijeljena je iz složenog špila { $deck }.
ll-again = Pritisni Nova partija za novu igru (promijeni sjeme za druga dijeljenja).
ll-set-aside = jedna karta odložena licem prema dolje
ll-face-up = Otkrivene (izvan ove runde):
ll-tokens-aria = { $n ->
        [one] { $n } žeton
        [few] { $n } žetona
       *[other] { $n } žetona
    }
ll-tokens = žetoni: { $hearts }
ll-shows = pokazuje
ll-you-know = Znaš: { $known }
ll-discards = odbačene:
ll-col-card = karta
ll-p-target = P(c) za cilj
ll-f-in-hand = F(karta u ruci)
ll-random-choice = Odabrano jednoliko nasumce; broj različitih dopuštenih poteza: { $n } (nikad Princeza).
ll-probabilistic-hint = Karta se izvlači s vjerojatnošću razmjernom F (pohlepni agent igra najbolje ocijenjenu), Stražarova pretpostavka razmjerno P(c) (pohlepni imenuje najvjerojatniju), a cilj nasumce.
ll-col-play = potez
ll-col-visits = posjeti
ll-col-mean-reward = srednja nagrada
ll-ismcts-hint = Iteracija: { $n }; bira se najposjećeniji potez.
ll-t-title = Turnir: tko pobjeđuje i koliko brzo
ll-t-text = Cijele partije do ciljnog broja žetona. Kad je agenata više nego mjesta, igra se turnir svatko protiv svakoga: redom svaki stol s toliko agenata; za svakim stolom agenti redom zauzimaju svaki raspored sjedenja, pa svaki sjedi na svakom mjestu i iza svakog drugog agenta jednako često (važno je tko sjedi iza koga: pohlepni agent cilja sljedećeg igrača). Udjeli su dani s 95-postotnim (Wilsonovim) intervalima.
ll-lineup = sastav
ll-seats-per-table = mjesta za stolom
ll-games = partije
ll-t-run = { $n ->
        [one] Pokreni turnir ({ $n } radna nit)
        [few] Pokreni turnir ({ $n } radne niti)
       *[other] Pokreni turnir ({ $n } radnih niti)
    }
ll-t-running = { $n ->
        [one] u tijeku: odigrana { $n } partija
        [few] u tijeku: odigrane { $n } partije
       *[other] u tijeku: odigrano { $n } partija
    }
ll-t-chart-title = Udio pobjeda prema broju odigranih partija (isprekidano: interval 95%)
ll-t-chart-x = partije turnira
ll-win-rate = udio pobjeda
ll-fair-share = pravedni udio
ll-col-agent = agent
ll-col-wins = pobjede
ll-col-interval = interval 95%
ll-export-csv = Izvezi CSV
ll-export-svg = Izvezi SVG
ll-race-title = Koji je agent bolji? Odlučuje utrka
ll-race-text = Utrka iz laboratorija utrka igra cijele partije za dva igrača između dvaju agenata, naizmjence mijenjajući mjesta, i staje čim njezine granice pouzdanosti za udio pobjeda μ prvog agenta dopuste odluku: s vjerojatnošću barem 1 − δ granice vrijede cijelo vrijeme, pa granica koja prijeđe ½ imenuje boljeg agenta s pogreškom najviše δ; zaustavljanje zbog preciznosti znači da je μ unutar ε od ½ ili određen s točnošću ε.
ll-agent-a = agent A
ll-agent-b = agent B
ll-race = utrka
ll-race-run = Pokreni utrku
ll-bench-summary = Izmjeri brzinu ovog preglednika
ll-bench-run = Pokreni mjerenje
ll-bench-text = U jednoj radnoj niti: nasumične runde za dva igrača u sekundi (brzi simulator prema punom pogonu igre), ISMCTS iteracije u sekundi i vrijeme za 1 000 cijelih partija svakog para agenata — brojevi koje je Malarczykov rad iz 2015. ostavio praznima (vidi O projektu). Isto mjerenje radi i u izvornom programu, pa se mogu usporediti.
ll-bench-fast = nasumične runde za dva igrača / s (brzi simulator)
ll-bench-engine = … puni pogon igre (polazna vrijednost)
ll-bench-ratio = brzi ÷ puni pogon
ll-bench-ismcts = ISMCTS iteracije / s
ll-col-pairing = par
ll-col-ms-per-1000 = ms za 1 000 partija
ll-col-first-wins = pobjede prvog agenta
ll-pairing = { $a } protiv { $b }

## Ticket to Ride

ttr-title = Ticket to Ride: igrači koji grade pruge na karti SAD-a
ttr-lead = Zauzimaj dionice između gradova skupovima karata vagona, poveži gradove sa svojih odredišnih karata i osvoji najviše bodova. Algoritamski igrač iz Łabnova diplomskog rada iz 2018. planira najkraći put kojim povezuje svoja odredišta; neuronski igrač oponaša ga na temelju 26 značajki stanja igre (ili 28 iz revizije rada). Svaki odlučuje samo sa svojeg mjesta: nijedan ne vidi tvoje karte ni odredišta, a HTML kod ove stranice ne otkriva njihove.
ttr-match-title = Odigraj partiju
ttr-players = igrači
ttr-player = igrač
ttr-opponents = protivnici
ttr-algorithmic = algoritamski
ttr-algo-thesis = algoritamski, prema kodu iz rada
ttr-network-trained = neuronska mreža (istrenirana niže)
ttr-network-untrained = neuronska mreža (najprije je istreniraj niže)
ttr-random = nasumični
ttr-seed = sjeme
ttr-seed-unreadable = Sjeme se ne može pročitati: { $reason }.
ttr-longest = najduži put +10
ttr-new = Nova partija
ttr-watch = Gledaj kako igraju agenti
ttr-speed = koraka u sekundi
ttr-pause = Pauziraj
ttr-play = Igraj
ttr-step = Korak
ttr-face-up = Otkrivene karte
ttr-draw-deck = Vuci iz špila ({ $n })
ttr-piles = odbačene karte: { $discard } · preostale odredišne karte: { $tickets }
ttr-your-hand = Tvoja ruka
ttr-no-cards = nema karata
ttr-your-tickets = Tvoje odredišne karte
ttr-your-turn = Ti si na potezu
ttr-keep-at-least = Zadrži barem { $n } od ovih odredišnih karata
ttr-ticket-points = { $n ->
        [one] { $name } ({ $n } bod)
        [few] { $name } ({ $n } boda)
       *[other] { $name } ({ $n } bodova)
    }
ttr-keep = Zadrži: { $n }
ttr-claim = zauzmi dionicu (ili je klikni na karti)
ttr-claimable = može se zauzeti: { $n }
ttr-pay = Plati: { $cards }
ttr-no-claim = Tvojim kartama ne može se zauzeti nijedna dionica.
ttr-draw-tickets = Vuci odredišne karte
ttr-pass = Propusti potez
ttr-second-card = Uzmi drugu kartu: otkrivenu (ne lokomotivu) ili iz špila.
ttr-col-trains = vagoni
ttr-col-cards = karte
ttr-col-tickets = odredišta
ttr-col-route-points = bodovi za dionice
ttr-final-scores = Konačni rezultati
ttr-col-routes = dionice
ttr-col-completed-failed = ispunjena / neispunjena
ttr-col-longest = najduži put
ttr-col-total = ukupno
ttr-winner = pobjednik
ttr-path = { $n ->
        [one] { $points } ({ $n } vagon)
        [few] { $points } ({ $n } vagona)
       *[other] { $points } ({ $n } vagona)
    }
ttr-export-record = Izvezi zapis (JSON)
ttr-log = Dnevnik
ttr-log-hint = Redom igre: 1 je prvi potez partije, najnoviji je posljednji.
ttr-route-claimed = { $route } — zauzeo: { $owner } (oznaka { $mark })
ttr-zoom-group = povećanje karte
ttr-zoom-out = smanji
ttr-zoom-in = povećaj
ttr-zoom-fit = prilagodi
ttr-map-label = Karta SAD-a s dionicama
ttr-claimed-by = Zauzeo:
ttr-map-hint = Slobodne dionice nacrtane su u boji karata kojima se zauzimaju (sivo: bilo koja jedna boja); zauzeta dionica leži na traci u boji vlasnika, s vlasnikovim brojem na svakom vagonu. Gradovi s tvojih odredišnih karata zaokruženi su. Klikni ili dodirni dionicu koju možeš zauzeti (obrubljenu plavo) da je zauzmeš; na malom zaslonu najprije povećaj kartu.
ttr-x-title = Eksperiment iz rada
ttr-x-text = Mnogo partija s jednom vrstom igrača na svakom mjestu, podijeljenih među radne niti — iste partije kao u eksperimentu izvornog programa s istim sjemenom (partija i s p igrača dijeli se iz toka p tog sjemena, zatim i). Tablica je ona iz rada (Łabno 2018, pogl. 5): rezultati, udio igrača iznad 110, 120 i 140 bodova, odredišta, zabranjeni potezi (odluke mreže koje nisu bile dopuštene, zamijenjene odlukama algoritamskog igrača; ili, prema pravilu iz rada, prekid partije, koja se tada broji samo kao prekinuta) — uz srednju vrijednost iz rada (250 partija po broju igrača).
ttr-x-need-network = najprije istreniraj mrežu niže
ttr-x-all-sizes = 2–5 (svaki broj igrača)
ttr-x-games = partije po broju igrača
ttr-forbidden = zabranjena odluka
ttr-x-rule-replace = zamjenjuje se odlukom algoritamskog igrača (naše pravilo)
ttr-x-rule-end = prekida partiju, koja se izostavlja iz tablice (pravilo iz rada)
ttr-x-run = { $n ->
        [one] Pokreni ({ $n } radna nit)
        [few] Pokreni ({ $n } radne niti)
       *[other] Pokreni ({ $n } radnih niti)
    }
ttr-running-games = { $n ->
        [one] u tijeku: odigrana { $n } partija
        [few] u tijeku: odigrane { $n } partije
       *[other] u tijeku: odigrano { $n } partija
    }
ttr-export-csv = Izvezi CSV
ttr-export-svg = Izvezi SVG
ttr-x-results-caption = Graf iz rada s rezultatima po broju igrača (njegov „Wyniki wg. ilości graczy”).
ttr-x-range = { $p } igrača: { $lo }–{ $hi }
ttr-x-figure-caption = Najčešći rezultat je { $mode } (broj igrača: { $count }; u radu: { $thesis }); svi rezultati zajedno: srednja vrijednost { $mean }, σ { $std }. Najmanje–najviše: { $ranges }.
ttr-t-title = Treniraj neuronskog igrača
ttr-t-text = Kao u radu: algoritamski igrač igra partije učitelja; odluke s mjesta koja su osvojila barem 120 bodova (ili bolje polovice) postaju primjeri četiriju odluka (zauzimanje dionice, vučenje karata, vučenje odredišnih karata, propuštanje poteza); mreža sa skrivenim slojevima od 180 i 160 neurona uči ih AdaGradom u mini-serijama, a desetina podataka izdvojena je za provjeru. Najprije igra neistrenirana mreža (epoha 0, iteracija 0 iz rada), zatim mreža nakon svake epohe. Kad trening završi, mreža igra partije ove stranice kao neuronski protivnik.
ttr-t-protocol-text = Protokol iz rada onako kako ga je izvodio njegov kod: „epoha” TensorFlowova estimatora ima onoliko koraka koliko iznosi veličina serije (40 × 250 koraka po 250 odluka), gubici serije se zbrajaju, AdaGrad sa stopom 0,05 počinje od suma 0,1, 60 partija po broju igrača nakon svake epohe — ovdje oko 3 minute. Njegovo 6. poglavlje (tablica učenja) izvodilo je 10 iteracija po 100 koraka po 100. Ulazi: 26 značajki iz rada; njihova revizija kako je opisana u tekstu (bez podataka ostalih igrača, s kartama svake boje i najbrojnijom bojom: 28); ili kako ju je izveo kod (26 značajki te najbrojnija boja i broj boja u ruci: 28).
ttr-protocol = protokol
ttr-t-choose = odaberi za popunjavanje polja…
ttr-t-ours = naš (30 epoha po jedan prolaz, srednji gubitak)
ttr-t-thesis = 5. poglavlje rada (40 × 250 koraka, zbrojeni gubitak)
ttr-t-thesis-progress = 6. poglavlje rada (10 × 100 koraka po 100)
ttr-inputs = ulazi
ttr-features-original = 26 značajki iz rada
ttr-features-revised = revidirane, prema tekstu (28)
ttr-features-repository = revidirane, prema kodu (28)
ttr-t-games = partije učitelja po broju igrača
ttr-t-counts = brojevi igrača
ttr-t-epochs = epohe
ttr-t-batch = veličina serije (batch)
ttr-t-steps = serija po epohi (prazno: jedan prolaz)
ttr-t-loss = gubitak serije
ttr-t-loss-mean = srednja vrijednost (naš)
ttr-t-loss-sum = zbroj (iz rada)
ttr-t-rate = stopa učenja
ttr-t-acc = početne sume AdaGrada
ttr-t-eval = evaluacijske partije po epohi
ttr-t-run = Treniraj
ttr-t-load = …ili učitaj istreniranu mrežu (340 KB)
ttr-loading = učitavanje…
ttr-loaded = Istrenirana mreža (broj parametara: { $n }) sada igra kao neuronski protivnik.
ttr-load-failed = mreža se nije mogla učitati: { $reason }
ttr-no-reason = preglednik nije naveo razlog
ttr-fetch-unreachable = { $url } nije se moglo dohvatiti ({ $reason }): mreža je možda isključena. Datoteka se preuzima samo na zahtjev; učitaj je jednom dok si na mreži i ostat će spremljena za rad bez veze
ttr-fetch-not-text = { $url }: nije tekst
ttr-t-done = Istrenirano na odlukama iz partija učitelja (odluke: { $decisions }, partije: { $games }, zadržana mjesta: { $seats }, srednji rezultat { $mean }). Neuronski protivnik sada igra s ovom mrežom.
ttr-t-time = { $seconds } s u radnoj niti, { $per_epoch } s po epohi (uključujući partije učitelja i evaluacijske partije).
ttr-t-download = Preuzmi težine
ttr-t-chart-title = Gubitak i točnost nakon svake epohe
ttr-t-chart-y = unakrsna entropija / udio točnih
ttr-training-loss = gubitak na treningu
ttr-held-out-loss = gubitak na izdvojenim podacima
ttr-training-accuracy = točnost na treningu
ttr-held-out-accuracy = točnost na izdvojenim podacima
ttr-t-learning-caption = Graf učenja iz rada: rezultati partija mreže nakon svake epohe. Pravilo iz rada prekida partiju kod zabranjene odluke i izostavlja je; njegova srednja vrijednost je isprekidana crta, naša (sve partije, zabranjene odluke zamijenjene) puna crta.
ttr-epoch = epoha
ttr-loss = gubitak
ttr-accuracy = točnost
ttr-mean-score = srednji rezultat
ttr-forbidden-pct = zabranjene %
ttr-interrupted = prekinute partije
ttr-mean-thesis-rule = srednja vrijednost, pravilo iz rada
ttr-min-max = min.–maks.
ttr-tickets-done-failed = odredišta ispunjena / neispunjena
ttr-of = { $part } od { $whole }
ttr-u-title = Univerzalne ili specifične mreže (5. poglavlje rada)
ttr-u-text = Jedna univerzalna mreža uči iz partija učitelja za svaki broj igrača; specifična mreža za pojedini broj igrača uči samo iz partija s tim brojem igrača (istih partija). Zatim svaka igra ista dijeljenja na svakom mjestu. Tablice iz rada računaju se uz naše: prema njegovu pravilu partija sa zabranjenom odlukom prekida se i izostavlja (njegove „uračunate partije”). Protokol iz rada trenira pet mreža od po 10 000 koraka: ovdje nekoliko minuta; naš traje nekoliko sekundi.
ttr-u-ours = naš (30 epoha po jedan prolaz)
ttr-u-thesis = iz rada (40 × 250 koraka, zbrojeni gubitak)
ttr-u-games = partije po broju igrača i modelu
ttr-u-rule-end = prekida partiju (pravilo iz rada)
ttr-u-rule-replace = zamjenjuje se (naše pravilo)
ttr-u-run = Treniraj i usporedi
ttr-u-specific = specifični
ttr-u-universal = univerzalni
ttr-u-caption = { $model } — rad / naše
ttr-u-model = { $sizes }: odluke: { $n }, točnost { $accuracy }
ttr-u-models = Modeli (brojevi igrača iz kojih su učili): { $models }.
ttr-u-figure-caption = Graf raspona bodova iz rada („Zakres punktów dla badanych modeli”): srednji rezultat svakog modela po broju igrača, sa stupcem od najnižeg do najvišeg rezultata.
ttr-bench-summary = Izmjeri brzinu ovog preglednika
ttr-bench-run = Pokreni mjerenje
ttr-bench-text = U jednoj radnoj niti: cijele partije u sekundi za 2–5 igrača, algoritamski igrač na svakom mjestu prema istom pogonu igre vođenom nasumičnim dopuštenim potezima (po 100 partija). Isto mjerenje radi i u izvornom programu, pa se mogu usporediti.
ttr-bench-algo = algoritamske partije / s
ttr-bench-random = nasumične partije / s
ttr-bench-ratio = brzina algoritamski ÷ nasumični
ttr-bench-turns = potezi po partiji

## Nastava uživo

class-session = Sesija { $code }
class-no-key = Ovaj preglednik nema nastavnikov ključ za ovu sesiju. Otvori nastavnikovu poveznicu (onu s tokenom) u ovom pregledniku.
class-start-session = Pokreni sesiju
class-no-answer = Poslužitelj učionice ne odgovara: provjeri vezu; ova stranica sama pokušava ponovno.
class-refused = Poslužitelj je to odbio.
class-bad-link = Ova poveznica ne otvara nijednu sesiju
class-start-again = Kreni ispočetka
class-opening = Otvaranje sesije…
class-no-server = Učionici treba njezin poslužitelj, koji poslužuje i ovu stranicu: pokreni ./scripts/classroom.sh na nastavnikovu računalu i otvori adresu koju ispiše. Učenici se zatim pridružuju s mobitela u istoj mreži.
class-lead = Razred zajedno igra klasičnu igru na mobitelima; rezultati se pojavljuju uz teoriju igre koju izračunaju vlastiti rješavači Game Laba.
class-join-title = Pridruži se razredu
class-code-label = Kôd sa zaslona
class-join = Pridruži se
class-new-title = Pokreni sesiju (nastavnik)
class-game = Igra
class-password = Lozinka poslužitelja
class-start = Pokreni sesiju
class-qr-label = QR kôd poveznice za pridruživanje
class-count = Runda { $n } od { $planned } otvorena je: { $decided ->
        [one] odluku je donijela { $decided } osoba od { $players }.
        [few] odluku su donijele { $decided } osobe od { $players }.
       *[other] odluku je donijelo { $decided } osoba od { $players }.
    }
class-close = Zatvori rundu { $n }
class-open = Otvori rundu { $n } od { $planned }
class-waiting-class = Čeka se da se razred pridruži.
class-finished-one = Runda je odigrana.
class-finished = Odigrane su sve runde ({ $planned }).
class-teacher-key = Ovaj preglednik čuva nastavnikov ključ za ovu sesiju. Da je otvoriš negdje drugdje,
class-teacher-copy = kopiraj nastavnikovu poveznicu
class-teacher-private = (ne prikazuj je na projektoru: otvara podatke sesije).
class-join-at = Otvori
class-with-code = i upiši kôd
class-people = U razredu: { $n } (na vezi: { $connected })
class-connected = na vezi
class-away = nije na vezi
class-history = Kroz runde
class-full-screen = Rezultati preko cijelog zaslona
class-export-csv = Podaci (CSV, jedan redak po odluci)
class-export-wide = Podaci (CSV, jedan redak po učeniku i rundi)
class-export-json = Podaci (JSON)
class-results-title = Runda { $n }: razred uz teoriju
class-chart-download = Preuzmi graf (SVG)
class-decisions = Sve odluke ({ $n })
class-col-name = Ime
class-col-role = Uloga
class-col-group = Skupina
class-col-decision = Odluka
class-col-payoff = Isplata
class-a-bot = (bot)
class-bot-decided = (odlučio je bot)
class-name-too-long = Ime može imati najviše 40 znakova.
class-join-class = Pridruži se razredu { $code }
class-name-label = Tvoje ime (ili ga ostavi prazno)
class-head = Razred { $code } · igraš kao { $name }
class-head-round = runda { $round } od { $planned }
class-in = Sad si u razredu. Pričekaj da nastavnik otvori prvu rundu.
class-your-decision = Tvoja odluka: { $decision }.
class-waiting-close = Čeka se zatvaranje runde…
class-late = Runda { $n } već je bila u tijeku pri tvom pridruživanju: igraš od sljedeće runde.
class-mine = Runda { $n }: tvoj izbor je { $decision }; tvoja isplata je { $payoff }.
class-mine-bot = Runda { $n }: tvoj izbor je { $decision } (bot je izabrao umjesto tebe: runda se prije zatvorila); tvoja isplata je { $payoff }.
class-wait-next = Pričekaj da nastavnik otvori sljedeću rundu.
class-last = To je bila posljednja runda. Hvala na igri!
class-deadline = Runda se sama zatvara u { $time }.
class-allocation = { $label } ({ $fields ->
        [one] { $fields } broj
        [few] { $fields } broja
       *[other] { $fields } brojeva
    }, ukupno { $units }, npr. { $example })
class-sending = Šaljem…
class-send = Pošalji moju odluku

## Lines of Action

loa-address-unreadable = adresa se nije mogla pročitati: { $error }
loa-error-title = Lines of Action: ova adresa ne opisuje partiju
loa-start-new = Započni novu partiju
loa-title = Lines of Action
loa-lead = Svaka strana nastoji spojiti sve svoje figure u jednu skupinu (figure koje se dodiruju stranicom ili kutom). Figura se kreće po ravnoj crti — po svojem redu, stupcu ili dijagonali — za točno onoliko polja koliko je figura obiju boja na cijeloj toj crti. Smije preskakati vlastite figure, ali ne i protivničke, ne smije stati na vlastitu figuru, a protivničku figuru uzima tako da stane na njezino polje. Crni igra prvi.
loa-rules-lead = Pravila koja ovdje vrijede (mijenjaju se pod Igraj → Pravila): { $rules }.
loa-keys-play = Tipkovnica: postavi fokus na ploču; strelice pomiču kursor, Enter ili razmaknica odabire figuru i povlači njome potez, Esc poništava odabir, u vraća potez, r ponavlja, p preskače potez kad je to jedini mogući potez.
loa-keys-replay = Tipkovnica: postavi fokus na ploču; ← i → pomiču za jedan polupotez, Home i End vode na početak i na kraj.
loa-keys-edit = Tipkovnica: postavi fokus na ploču; strelice pomiču kursor, Enter ili razmaknica redom mijenja sadržaj polja.
loa-count-black = Crni: { $n } { $n ->
        [one] figura
        [few] figure
       *[other] figura
    }
loa-count-white = Bijeli: { $n } { $n ->
        [one] figura
        [few] figure
       *[other] figura
    }
loa-cursor-on = Kursor je na polju { $square }.
loa-tab-play = Igraj
loa-tab-replay = Pregledaj objavljenu partiju
loa-tab-edit = Postavi poziciju
loa-plies = { $n ->
        [one] { $n } polupotez
        [few] { $n } polupoteza
       *[other] { $n } polupoteza
    }
loa-speed-millions = { $speed } mil. čvorova/s
loa-speed-thousands = { $speed } tis. čvorova/s
loa-speed-units = { $speed } čvorova/s
loa-nodes-option = { $budget } čvorova
loa-human-black = crnim figurama (ti igraš prvi)
loa-human-white = bijelim figurama (program igra prvi)
loa-human-both = obje strane ručno
loa-method-alphabeta = alfa-beta (iterativno produbljivanje, transpozicijska tablica)
loa-method-ab-solver = alfa-beta rješavač (pobjeda/poraz/nepoznato, ETC)
loa-method-pns = pretraživanje brojevima dokaza
loa-method-pn2 = PN²
loa-method-dfpn = df-pn (1+ε)
loa-method-short-dfpn = df-pn
loa-method-short-pn2 = PN²
loa-method-short-pns = pretraživanje brojevima dokaza (PNS)
loa-method-short-ab-solver = alfa-beta rješavač (pobjeda/poraz/nepoznato)
loa-method-short-alphabeta = alfa-beta (program)
loa-square-black = crna figura
loa-square-white = bijela figura
loa-square-empty = prazno
loa-square-selected = odabrano
loa-square-capture = uzimanje za odabranu figuru
loa-square-move = potez za odabranu figuru
loa-square-left = odavde je krenuo posljednji potez
loa-square-landed = ovdje je završio posljednji potez
loa-square-captured = ovdje je posljednji potez uzeo figuru
loa-board-label = ploča Lines of Action
loa-analysis-title = Analiza
loa-analysis-explain = Vlastito pretraživanje programa (alfa-beta s iterativnim produbljivanjem) prikazane pozicije, u radnoj niti (Web Worker): svaki put traži jedan polupotez dublje dok ne potroši budžet čvorova i javlja rezultat svake dovršene dubine.
loa-budget = Budžet
loa-analyse = Analiziraj ovu poziciju
loa-analysis-game-over = U ovoj je poziciji partija završena: nema se što pretraživati.
loa-not-playable = Pozicija koja se postavlja još nije igriva.
loa-analysis-failed = Pretraživanje se nije moglo pokrenuti: { $reason }
loa-analysis-progress-label = analiza
loa-cancel = Odustani
loa-evaluation = Procjena
loa-best-move = Najbolji potez
loa-pv = Glavna varijanta
loa-depth = Dubina
loa-nodes = Čvorovi
loa-speed = Brzina
loa-analysis-note = Procjena je s gledišta strane na potezu: pozitivna vrijednost znači da ona stoji bolje. Rezultat koji je pretraživanje dokazalo (prisilno spajanje unutar njegova horizonta) prikazuje se kao to tko pobjeđuje i u koliko polupoteza.
loa-bench-summary = Izmjeri brzinu ovog preglednika
loa-bench-run = Pokreni mjerenje
loa-bench-explain = Izvodi se u radnoj niti, u WebAssemblyju ovog preglednika: perft (listovi u sekundi generatora poteza na bitboardovima prema namjerno naivnom, od početne pozicije), pretraživanje (čvorovi u sekundi alfa-beta pretraživanja programa prema općem pretraživaču projekta, koji kopira cijele partije, iz četiri pozicije objavljenih partija) te pet rješavača na prvim pozicijama projektove zbirke završnica, svaki unutar budžeta čvorova.
loa-bench-size = Veličina
loa-bench-size-standard = standardno: perft 5, 500k čvorova pretraživanja, 30 pozicija zbirke × 300k čvorova
loa-bench-size-quick = brzo: perft 4, 100k čvorova pretraživanja, 10 pozicija zbirke × 100k čvorova
loa-bench-size-full = potpuno: perft 5, 2M čvorova pretraživanja, svih 178 pozicija zbirke × 1M čvorova (minute)
loa-bench-speed-caption = Brzine (omjer: prema polaznoj točki iste vrste, za koju iznosi 1)
loa-col-what = što
loa-col-work = posao
loa-col-ms = ms
loa-col-per-second = u sekundi
loa-col-ratio = omjer
loa-bench-suite-caption = Rješavači na { $positions } { $positions ->
        [one] poziciji
        [few] pozicije
       *[other] pozicija
    } zbirke, po { $nodes } čvorova svaki; čvorovi i ms na pozicijama koje je riješila svaka metoda
loa-col-method = metoda
loa-col-solved = riješeno
loa-col-of = od
loa-col-disagreements = neslaganja
loa-col-common = zajedničke
loa-col-nodes = čvorovi
loa-col-node-ratio = čvorovi ÷ alfa-beta
loa-bench-note = Neslaganja: odgovori koji se razlikuju od rezultata zapisanog u zbirci (ne bi ih smjelo biti). Pozicije zbirke potječu iz partija programa protiv samog sebe, odigranih sa sjemenom; svaka je riješena i njezin dokaz ponovno odigran kad je zbirka nastala.
loa-engine-failed = Program nije mogao pretraživati: { $reason }
loa-engine-cancelled = Pretraživanje programa prekinuto je; pretraženi čvorovi: { $nodes }.
loa-engine-resume = Neka program ({ $side ->
        [black] crni
       *[other] bijeli
    }) odigra potez
loa-engine-progress-label = pretraživanje programa
loa-move-now-title = Odigraj najbolji potez posljednje dovršene dubine
loa-move-now = Igraj sada
loa-play-explain-both = Ovdje se obje strane igraju ručno: klikni figuru strane na potezu da vidiš kamo može ići, zatim klikni jedno od označenih polja.
loa-play-explain-engine = Igraš { $you ->
        [black] crnim
       *[other] bijelim
    } figurama, program { $engine ->
        [black] crnim
       *[other] bijelim
    }: klikni jednu od svojih figura da vidiš kamo može ići, zatim klikni jedno od označenih polja; program odgovara sam. Vraćanje poteza poništava zajedno odgovor programa i tvoj potez.
loa-pass = Preskoči potez
loa-undo = Poništi
loa-redo = Ponovi
loa-new-game = Nova partija
loa-restart = Ponovno od postavljene pozicije
loa-started-from = Ova je partija počela od postavljene pozicije
loa-moves = Potezi
loa-no-moves = Još nema poteza.
loa-download = Preuzmi .txt
loa-copy-moves = Kopiraj poteze
loa-copy-link = Kopiraj poveznicu
loa-copied-moves = Potezi su kopirani.
loa-copied-link = Poveznica je kopirana.
loa-copy-refused-moves = Preglednik nije dopustio kopiranje poteza.
loa-copy-refused-link = Preglednik nije dopustio kopiranje poveznice.
loa-address-note = Adresa ove stranice sadrži partiju: ponovno je učitaj ili podijeli da bi se pozicija vratila.
loa-opponent = Protivnik
loa-you-play = Igraš
loa-engine-strength = Jačina programa
loa-nodes-per-move = { $budget } čvorova po potezu
loa-another-budget = drugi budžet (upisan)
loa-or-nodes = ili čvorovi
loa-engine-budget-note = Program ({ $side ->
        [black] crni
       *[other] bijeli
    }) pretražuje { $nodes } čvorova za svaki potez, s većim budžetom dublje: ovdje oko desetinke sekunde na 100k čvorova, više na sporijim uređajima.
loa-choose-side = Odaberi stranu da igraš protiv programa.
loa-record = Partija
loa-replay-first = « Početak
loa-replay-first-title = Početak: početna pozicija
loa-replay-back = ‹ Natrag
loa-replay-back-title = Jedan polupotez natrag
loa-replay-forward = Naprijed ›
loa-replay-forward-title = Jedan polupotez naprijed
loa-replay-last = Kraj »
loa-replay-last-title = Kraj: završetak zapisa
loa-replay-ply = polupotez { $ply } od { $plies }
loa-replay-slider-label = polupotez
loa-replay-result = Rezultat: { $result }
loa-play-on = Nastavi igrati od ove pozicije
loa-replay-note = Šesnaest objavljenih partija: partije iz dodataka E i F disertacije M. H. M. Winandsa (2000) i najkraća poznata partija. „Nastavi igrati” pokreće partiju na kartici Igraj od prikazane pozicije, s dosadašnjim potezima zapisa.
loa-rules = Pravila
loa-rules-seed = Pravila izvornog rada
loa-rules-default = Zadana pravila
loa-rule-nomoves = Igrač bez poteza
loa-rule-nomoves-loses = gubi
loa-rule-nomoves-pass = preskače potez
loa-rule-both = Potez koji spaja obje strane:
loa-rule-both-mover = pobjeđuje igrač koji je povukao potez
loa-rule-both-draw = neriješeno
loa-rule-repetition = Neriješeno pri pojavljivanju pozicije br.
loa-rule-cap = Neriješeno u polupotezu br.
loa-rules-in-force = Vrijedi: { $rules }. Vrijednost off isključuje pravilo. Promjena pravila ponovno odigrava poteze koji su po njemu i dalje dopušteni.
loa-rules-seed-note = Izvorni rad (Zadro 2015, §4.3) igra ovako: igrač koji ne može povući potez preskače, a treće pojavljivanje pozicije je neriješeno; ništa ne kaže o potezu koji spaja obje strane (ovdje pobjeđuje igrač koji je povukao potez) i ne navodi ograničenje broja polupoteza. To su ujedno opcije naredbenog retka:
loa-worker-mismatch = radna nit odgovorila je na drugo pitanje
loa-solve-title = Riješi ovu poziciju
loa-solve-explain = Egzaktan odgovor, a ne procjena: može li strana na potezu iznuditi pobjedu? Rješavači s brojevima dokaza (df-pn, PN², PNS) grade stablo dokaza prema potezima koje se čini najlakše dokazati ili pobiti; alfa-beta traži sve dublje dok ne dokaže rezultat — program sa svojom funkcijom procjene ili rješavač koji poznaje samo pobjedu, poraz i nepoznato (svoje čvorove javlja i onako kako ih broji izvorni rad). Izvode se u radnoj niti (Web Worker) unutar budžeta čvorova; završnice s nekoliko preostalih figura rješavaju se u trenu, a otvaranje je daleko izvan dosega svakog budžeta.
loa-method = Metoda
loa-solve-run = Riješi ovu poziciju
loa-solve-game-over = U ovoj je poziciji partija završena: nema se što rješavati.
loa-solve-failed = Rješavač se nije mogao pokrenuti: { $reason }
loa-solve-progress-label = rješavanje
loa-winning-move = Pobjednički potez
loa-winning-move-arrow = { $move } (strelica na ploči)
loa-seed-nodes = Čvorovi po pravilu izvornog rada
loa-seed-nodes-title = Čvor na dubini i broji se samo u iteraciji i, prvoj koja dosegne dubinu i (Tablica 4.2 izvornog rada, prema Winandsu i sur.)
loa-plies-to-end = Polupoteza do kraja
loa-col-move = potez
loa-col-proof = dokaz
loa-col-disproof = pobijanje
loa-col-settled = riješeno
loa-tree-title = Vrh alfa-beta stabla
loa-tree-explain = Obično alfa-beta pretraživanje prikazane pozicije, nekoliko polupoteza u dubinu, sa zapisanim svakim čvorom: Crni je MAX, a Bijeli MIN, i svaka je vrijednost procjena s gledišta Crnoga (±1000000 je spojena, dobivena partija). Pozicije na granici dubine ocjenjuje funkcija procjene. Otvori redak da vidiš odgovore pretražene ispod njega; čvor se odsijeca čim njegova vrijednost izađe iz prozora (α, β), a potezi koje nikad nije pretražio navedeni su kao podrezani. To je udžbeničko pretraživanje, bez programova produbljivanja, transpozicijske tablice i ubojitih poteza: njegov najbolji potez može se razlikovati od programova.
loa-tree-order = poredaj poteze (najprije uzimanja, zatim prema središtu)
loa-table42-summary = Tablica 4.2 izvornog rada: alfa-beta protiv pretraživanja brojevima dokaza
loa-table42-explain = Izvorni rad (§4.3, prema Winandsu i sur. 2003) uspoređuje alfa-beta s pretraživanjem brojevima dokaza na { $seed } { $seed ->
        [one] poziciji
        [few] pozicije
       *[other] pozicija
    }: alfa-beta je riješio više pozicija, a pretraživanje brojevima dokaza trebalo je daleko manje čvorova i vremena. Ovdje alfa-beta rješavač (pobjeda, poraz ili nepoznato; iterativno produbljivanje; tablica dokazanih rezultata; poboljšana transpozicijska odsijecanja (ETC); poredak ubojitim potezima i poviješću) i obično pretraživanje brojevima dokaza rade na zbirci laboratorija odabranoj bez gledanja u odgovor ijednog rješavača ({ $total } { $total ->
        [one] pozicija
        [few] pozicije
       *[other] pozicija
    }, 5 do 20 polupoteza prije kraja partija programa protiv samog sebe, odigranih sa sjemenom), svaki s istim budžetom čvorova. Zbrojevi idu po pozicijama koje su oba riješila; čvorovi alfa-bete broje se na oba načina.
loa-table42-positions = Pozicije
loa-table42-all = svih { $n }
loa-table42-first = prvih { $n }
loa-table42-nodes-each = po { $budget } čvorova
loa-table42-run = Pokreni
loa-table42-caption = { $positions } { $positions ->
        [one] pozicija
        [few] pozicije
       *[other] pozicija
    }, { $nodes } čvorova po poziciji i metodi; zbrojevi po pozicijama koje su obje riješile: { $both } (koje nije riješila nijedna: { $neither })
loa-col-algorithm = algoritam
loa-col-total-nodes = ukupno čvorova
loa-col-seed-nodes = čvorovi po pravilu izvornog rada
loa-col-total-time = ukupno vrijeme
loa-table42-seed-ab = α-β podrezivanje (izvorni rad)
loa-table42-seed-pns = pretraživanje brojevima dokaza (izvorni rad)
loa-table42-of = { $part } od { $whole }
loa-table42-here = { $method } (ovdje)
loa-table42-ms = { $ms } ms
loa-table42-holds = Izvorni rad: { $claim }. Ovdje: vrijedi — { $detail }.
loa-table42-fails = Izvorni rad: { $claim }. Ovdje: ne vrijedi — { $detail }.
loa-table42-note = Vrijeme u izvornom radu nema jedinicu (kod Winandsa i sur. to su milisekunde), a rad ne kaže po kojim se pozicijama zbrajaju njegovi ukupni iznosi; ovdje se zbraja po pozicijama koje su obje metode riješile, jedinom poštenom mjerilu truda (neriješena pozicija stoji koliko god je budžet odabran).

## Pogreške polja

field-reason = { $reason }
field-not-a-number = { $text } nije broj
field-negative = { $text } je negativan: zadaj cijeli broj ≥ 0
field-not-whole = { $text } nije cijeli broj
field-in-digits = { $text }: napiši cijeli broj znamenkama
field-too-large = { $text } je prevelik
field-not-a-count = { $text } nije cijeli broj ≥ 0
field-number-not-a-number = { $text } nije broj (cijeli, decimalni ili razlomak)
field-number-two-slashes = { $text } nije broj (najviše jedan znak '/')
field-number-exponent = { $text }: eksponent je izvan ±{ $max }
field-number-too-many-digits = { $start }…: previše znamenki (najviše { $max })
field-number-value-too-long = { $start }…: broj ima previše znamenki (najviše { $max })
field-number-divides-by-zero = { $text } dijeli nulom
field-number-out-of-range = { $text } je izvan raspona (iznad ±1,8e308)
field-number-rounds-to-zero = { $text } je premalen: zaokružuje se na 0
field-not-in-open-unit = { $value } nije strogo između 0 i 1
field-not-in-unit = { $value } nije u [0, 1]
field-race-no-tests = potreban je barem jedan test
field-race-cap = ograničenje broja partija mora biti 1–{ $max }
field-race-no-horizon = nema horizonta: uz ε = { $eps } i δ = { $delta } granicama treba više testova od { $max } da dosegnu ε; povećaj ε
field-race-horizon-over = broj partija do horizonta bio bi { $games }, više od ograničenja { $max }
field-race-horizon-limit = horizont bi premašio ograničenje broja partija ({ $max })
field-race-pattern-empty = uzorak je prazan; zadaj nule i jedinice, npr. 110
field-race-pattern-long = uzorak je dulji od 10 000 partija
field-race-pattern-character = znak br. { $n } je { $character }; uzorak sadrži samo nule i jedinice
field-calibration-even = pri μ = 0,5 nijedan igrač nije bolji i F_μ(n) nikad ne pada ispod 1/2; odaberi μ ≠ 0,5
field-calibration-too-many = za F_μ < { $alpha } pri μ = { $mu } potrebno je više testova od { $max } (čak i završno glasovanje većinom griješi češće od toga); podigni cilj ili udalji μ od 0,5
field-calibration-never = F_μ ostaje na { $alpha } ili iznad za svaki broj testova n ≤ { $max } pri μ = { $mu }
field-exact-square-only = egzaktna metoda pokriva kvadratne rasporede (ILEBR 2, ILEBR*, ILEBR* 2); { $race } testira nakon svake partije
field-curve-points = zadaj broj točaka od 2 do { $max }
field-curve-range = kraj raspona μ mora biti veći od njegova početka
field-curve-runs = zadaj od 1 do 1 000 000 pokretanja po μ
field-curve-no-algorithm = odaberi barem jedan algoritam
field-curve-no-method = odaberi barem jednu metodu
field-curve-precision-only = { $race } se zaustavlja samo testom preciznosti: bez zaustavljanja zbog preciznosti svako bi Monte Carlo pokretanje igralo do ograničenja ({ $cap } partija) i izgledalo bez pogreške — označi „Monte Carlo sa zaustavljanjem zbog preciznosti”
field-not-a-race = { $key } nije nijedna od utrka
field-deltas-form = { $item }: napiši utrka=δ, npr. ilebr-star=3.02e-11
field-deltas-not-chosen = { $race } nije među odabranim utrkama
field-deltas-twice = { $race } ima dvije vrijednosti δ
field-deltas-race = { $race }: { $reason }
field-give-whole-between = zadaj cijeli broj { $min }–{ $max }
field-must-be-between = { $name } mora biti { $min }–{ $max }
field-connect4-size = { $text } nije veličina poput 7x6
field-connect4-column = potez { $n }: { $text } nije broj stupca (1–9)
field-connect4-you = { $text }: napiši first, second ili both
field-say-on-or-off = { $text }: napiši on ili off
field-whole-from-to = cijeli broj od { $min } do { $max }
field-connect4-nodes = auto (jednako vrijeme) ili cijeli broj od 1 do { $max }
field-connect4-opening = broj nasumičnih poteza od 0 do { $max }
field-not-one-of-the-races = nije nijedna od utrka
field-strictly-between-0-and-1 = mora biti strogo između 0 i 1
field-a-whole-number = cijeli broj
field-games-from-1 = broj partija od 1 do { $max }
field-labelled = { $label }: { $reason }
field-label-runs = pokretanja
field-label-seed = sjeme
field-moran-pair = strategije: dva različita broja od 1 do { $max }, npr. 1,2
field-moran-intensity = w: intenzitet selekcije mora biti između 0 i 1 (zadano { $got })
field-moran-population = N: veličina populacije mora biti od 2 do { $max } (zadano { $got })
field-moran-runs = pokretanja: zadaj od 1 do { $max }
field-ipd-name-long = zadaj ime od najviše { $max } { $max ->
        [one] znaka
        [few] znaka
       *[other] znakova
    }
field-ipd-name-classic = { $name } je ime klasične strategije: daj svojem pravilu drugo ime
field-ipd-write-first = najprije napiši svoju strategiju
field-ipd-two-players = označi barem dvije strategije
field-ipd-generations = broj generacija mora biti 1–10 000
field-ipd-delta = δ je vjerojatnost strogo između 0 i 1
field-ipd-population-line = „{ $line }”: napiši strategiju, = i broj
field-ipd-population-count = „{ $line }”: { $reason }
field-ipd-unknown-strategy = { $name } nije ime strategije: klasične strategije navedene su pod „Što radi koja strategija”
field-ipd-too-many-matches = broj mečeva ({ $n }) veći je od onoga što ova stranica igra ({ $max }): manje igrača ili ponavljanja, ili izvorni program, koji igra turnire bilo koje veličine
field-ipd-match-turns = meč prikazan potez po potez ima najviše { $max } { $max ->
        [one] potez
        [few] poteza
       *[other] poteza
    }
field-ipd-rounds = broj rundi mora biti 1–{ $max }
field-loa-side = { $text } nije strana: napiši black, white ili both
field-loa-record = nijedna objavljena partija ne zove se { $name }; objavljene partije su: { $records }
field-loa-ply = { $text } nije cijeli broj polupoteza
field-loa-ply-beyond = { $record } ima { $plies } { $plies ->
        [one] polupotez
        [few] polupoteza
       *[other] polupoteza
    }; polupotez { $ply } je iza njezina kraja
field-loa-ply-alone = polupotez se čita samo uz record=<ime>
field-give-a-whole-number = zadaj cijeli broj
field-ll-unknown-agent = { $name } nije agent ({ $agents })
field-ll-lineup = odaberi barem { $n } { $n ->
        [one] agenta
        [few] agenta
       *[other] agenata
    } za { $n } { $n ->
        [one] mjesto
        [few] mjesta
       *[other] mjesta
    }
field-ll-opponents = odaberi od 1 do 3 protivnika
field-ll-not-in-match = { $name } igra na turnirima i u utrkama, ne u meču ({ $agents })
field-mcts-variant = nepoznata varijanta { $name }: upotrijebi uct, puct ili solver
field-mcts-exploration = konstanta istraživanja mora biti broj od 0 do { $max }, a ne { $text }
field-seed-range = sjeme mora biti cijeli broj od 0 do { $max }
field-ttr-players = { $text } nije veličina stola: 2–5 igrača
field-ttr-network = mrežnom igraču treba njegova mreža, koju poveznica ne prenosi: istreniraj ili učitaj mrežu niže i odaberi je (u međuvremenu igra algoritamski igrač)
field-ttr-opponent = { $text } nije protivnik: napiši algo ili random
field-ttr-longest = { $text } nije postavka bonusa za najduži put: napiši on ili off
field-dominance-kind = { $text } nije strict, weak ni very-weak

## Vježbe: razrađena rješenja, ocjena odgovora i čitanje odgovora (imena i brojevi iz igre dolaze u varijablama)

exs-and = i
exs-or = ili
exs-read-cells-empty = Zapiši polja kao parove (redak, stupac), npr. (r1, c2), ili upiši none.
exs-read-cells-odd = { $n ->
        [one] { $n } ime
        [few] { $n } imena
       *[other] { $n } imena
    }: svako polje treba redak i stupac, npr. (r1, c2).
exs-read-not-row = „{ $name }“ nije redak ove igre.
exs-read-not-column = „{ $name }“ nije stupac ove igre.
exs-read-numbers-empty = Upiši brojeve, npr. 1/3 ili 0.25 (s decimalnom točkom), odvojene zarezima.
exs-read-strategy-count = { $whose }: { $given ->
        [one] { $given } vjerojatnost
        [few] { $given } vjerojatnosti
       *[other] { $given } vjerojatnosti
    }, a treba po jedna za svaku od { $n } strategija.
exs-read-strategy-range = { $whose }: svaka vjerojatnost mora biti između 0 i 1.
exs-read-strategy-sum = { $whose }: vjerojatnosti u zbroju daju { $total }, a ne 1.
exs-read-one-number = Treba jedan broj, a upisano ih je { $n }.
exs-pure-nash-row-deviates = { $cell } nije ravnoteža: igrač retka dobiva ako prijeđe na { $strategy } ({ $better } > { $payoff }).
exs-pure-nash-column-deviates = { $cell } nije ravnoteža: igrač stupca dobiva ako prijeđe na { $strategy } ({ $better } > { $payoff }).
exs-pure-nash-row-reply = Protiv { $against } najbolji odgovor igrača retka je { $replies } (isplata { $payoff }).
exs-pure-nash-column-reply = Protiv { $against } najbolji odgovor igrača stupca je { $replies } (isplata { $payoff }).
exs-pure-nash-none = Nijedno polje nije najbolji odgovor za oba igrača, pa igra nema ravnotežu u čistim strategijama (ima ravnotežu u mješovitim strategijama, kao svaka konačna igra).
exs-pure-nash-cells = Polja koja su najbolji odgovor za oba igrača Nashove su ravnoteže u čistim strategijama: { $cells }.
exs-pure-nash-missed = Propustio si { $cell }: ondje nijedan igrač ne dobiva ako sam promijeni strategiju.
exs-pure-nash-right-none = Točno: nijedno polje nije najbolji odgovor za oba igrača.
exs-pure-nash-right-one = Točno: to je jedina ravnoteža u čistim strategijama.
exs-pure-nash-right-all = Točno: { $n ->
        [one] { $n } ravnoteža u čistim strategijama
        [few] sve { $n } ravnoteže u čistim strategijama
       *[other] svih { $n } ravnoteža u čistim strategijama
    }.
exs-read-twice = { $name } je naveden dvaput.
exs-dominance-against = { $better } > { $worse } protiv { $against }
exs-dominance-step = { $strategy } je strogo dominirana strategijom { $by }: { $payoffs }. Ukloni je.
exs-dominance-left = Ništa od preostalog nije strogo dominirano: igrač retka zadržava { $rows }, igrač stupca { $columns }. Drugi redoslijed uklanjanja završava u istoj igri.
exs-dominance-read-empty = Upiši strategije redom kojim ih uklanjaš, npr. r3, c2.
exs-dominance-read-unknown = „{ $name }“ nije strategija ove igre.
exs-dominance-not-dominated = Korak { $step }: { $strategy } nije strogo dominirana u cijeloj igri.
exs-dominance-not-dominated-after = Korak { $step }: { $strategy } nije strogo dominirana nakon uklanjanja { $n ->
        [one] strategije
       *[other] strategija
    } { $gone }.
exs-dominance-early = Svaki je korak točan, ali stao si prerano: { $strategy } je i dalje strogo dominirana strategijom { $by }.
exs-dominance-right = Točno: { $n ->
        [one] { $n } uklanjanje
        [few] { $n } uklanjanja
       *[other] { $n } uklanjanja
    } i ništa od preostalog nije dominirano.
exs-earns = { $strategy } donosi { $payoff }
exs-mixed-read = Upiši strategiju igrača retka, točku-zarez, zatim strategiju igrača stupca, npr. (1/3, 2/3); (1/2, 1/2).
exs-mixed-row-player = Igrač retka
exs-mixed-column-player = Igrač stupca
exs-mixed-support = Igrač stupca miješa { $columns } (s dva retka u ovakvoj igri miješa najviše dva stupca).
exs-mixed-p = Neka igrač retka igra { $row } s vjerojatnošću p. Igrač stupca indiferentan je između { $first } i { $second } kad je { $a }·p + { $b }·(1 − p) = { $c }·p + { $d }·(1 − p), pa je p = { $p }.
exs-mixed-q = Neka igrač stupca igra { $first } s vjerojatnošću q, a inače { $second }. Igrač retka indiferentan je između { $top } i { $bottom } kad je { $a }·q + { $b }·(1 − q) = { $c }·q + { $d }·(1 − q), pa je q = { $q }.
exs-mixed-check = Provjera: protiv mješavine igrača stupca { $column-mix }: { $rows-earn }. Protiv mješavine igrača retka { $row-mix }: { $columns-earn }.
exs-mixed-equilibrium = Ravnoteža: igrač retka igra { $row-mix }, igrač stupca { $column-mix }; isplate su { $row-payoff } i { $column-payoff }.
exs-mixed-right = Točno: isplate su { $row-payoff } i { $column-payoff }.
exs-mixed-row-wrong = Strategija igrača retka nije točna: protiv { $mix } strategije igrača stupca donose { $earn }, pa on ne bi miješao stupce koje miješa u ravnoteži.
exs-mixed-column-wrong = Strategija igrača retka je točna, a igrača stupca nije: protiv { $mix } retci donose { $earn }, pa igrač retka ne bi miješao.
exs-zero-sum-maxmin = Minimumi redaka: { $minima }. Maxmin igrača retka u čistim strategijama je { $maxmin } ({ $row }): barem toliko može sebi zajamčiti.
exs-zero-sum-minmax = Maksimumi stupaca: { $maxima }. Minmax u čistim strategijama je { $minmax } ({ $column }): igrač stupca može igrača retka ograničiti najviše na toliko.
exs-zero-sum-saddle = Jednaki su, pa igra ima sedlastu točku: { $cells } — njezina je isplata najmanja u svojem retku i najveća u svojem stupcu, i nijedan igrač ne dobiva promjenom. Vrijednost igre je { $value }.
exs-zero-sum-no-saddle = { $maxmin } < { $minmax }: nema sedlaste točke; vrijednost igre je između tih brojeva i barem jedan igrač mora miješati.
exs-zero-sum-against = protiv { $column }: { $sum }
exs-zero-sum-row-optimal = Optimalna strategija igrača retka je { $mix }. Ona jamči { $value } protiv svakog odgovora: { $replies }; svaki je rezultat barem { $value }.
exs-zero-sum-column-optimal = Optimalna strategija igrača stupca je { $mix }. Protiv nje svaki redak donosi najviše { $value }: { $rows }.
exs-zero-sum-value = Igrač retka može sebi zajamčiti { $value }, a igrač stupca ga može ograničiti na { $value }, pa je vrijednost igre { $value }.
exs-zero-sum-read = { $error } Zapiši vrijednost kao jedan egzaktan broj, npr. 3/2, -1 ili 1,5.
exs-zero-sum-right-mixed = Točno: vrijednost igre je { $value } (potrebno je miješati jer nema sedlaste točke).
exs-zero-sum-right-saddle = Točno: vrijednost igre je { $value } (isplata u sedlastoj točki).
exs-zero-sum-too-low = { $given } je premalo: igranjem samo { $row } igrač retka jamči sebi { $maxmin }, pa je vrijednost igre barem toliko.
exs-zero-sum-too-high = { $given } je previše: igranjem samo { $column } igrač stupca ograničava igrača retka na { $minmax }, pa je vrijednost igre najviše toliko.
exs-zero-sum-close = { $given } je blizu vrijednosti igre, ali joj nije jednak: vrijednost je egzaktna; zapiši je kao razlomak.
exs-zero-sum-is-maxmin = { $given } je maxmin igrača retka u čistim strategijama; nema sedlaste točke, a miješanjem on sebi jamči više.
exs-zero-sum-is-minmax = { $given } je minmax u čistim strategijama; nema sedlaste točke, a miješanjem igrač stupca ograničava igrača retka na manje.
exs-zero-sum-between-low = { $given } je između čistog maxmina { $maxmin } i minmaxa { $minmax }, ali nije vrijednost igre: mješovita strategija igraču retka jamči više od { $given }.
exs-zero-sum-between-high = { $given } je između čistog maxmina { $maxmin } i minmaxa { $minmax }, ali nije vrijednost igre: mješovita strategija igrača stupca drži igrača retka ispod { $given }.
exq-spe-player-one = Igrač 1
exq-spe-player-two = Igrač 2
exs-spe-turned-down = igrač { $player } u čvoru { $node } odbija { $action } jer bi igrač { $other } tada igrao { $reply } u čvoru { $at }, što bi igraču { $player } dalo isplatu { $then } umjesto { $now }
exs-spe-read-empty = Upiši svaki čvor odluke ({ $nodes }) s njegovom akcijom, npr. A: L; B: x.
exs-spe-read-odd = { $n ->
        [one] { $n } riječ
        [few] { $n } riječi
       *[other] { $n } riječi
    }: upiši parove čvora i njegove akcije, npr. A: L; B: x.
exs-spe-read-not-node = „{ $name }“ nije čvor odluke; čvorovi su { $nodes }.
exs-spe-read-not-action = „{ $name }“ nije akcija u čvoru { $node }; njegove akcije su { $actions }.
exs-spe-read-missing = Nema izbora u čvoru { $node }: navedi svaki čvor odluke, i one do kojih igra nikad ne dolazi.
exs-spe-step = U čvoru { $node } igrač { $player } uspoređuje { $options } i bira { $chosen }, pa čvor { $node } vrijedi { $payoffs }.
exs-spe-path-first = igrač { $player } igra { $action } u čvoru { $node }
exs-spe-path-then = zatim igrač { $player } igra { $action } u čvoru { $node }
exs-spe-path = Put ravnoteže: { $path }; završava isplatama { $payoffs }.
exs-spe-off-path = { $n ->
        [one] Do čvora { $nodes } igra u ravnoteži nikad ne dolazi, a ipak je izbor u njemu
       *[other] Do čvorova { $nodes } igra u ravnoteži nikad ne dolazi, a ipak su izbori u njima
    } dio odgovora: strategija kaže što bi njezin igrač učinio svugdje, a izbori na putu najbolji su samo s obzirom na ono što bi se stvarno dogodilo izvan njega{ $example }. Plan izvan puta koji nije najbolji odgovor bio bi nevjerodostojna prijetnja: ravnoteža je savršena ravnoteža podigara jer se svaka podigra, dosegnuta ili ne, igra najbolje.
exs-spe-equilibrium = Savršena ravnoteža podigara: { $profile }.
exs-spe-right = Točno: svaki je izbor najbolji odgovor u svojoj podigri; igra završava isplatama { $payoffs }.
exs-spe-wrong = U čvoru { $node } akcija { $action } nije najbolji izbor igrača { $player }: uz izbore ispod tog čvora { $action } igraču { $player } donosi isplatu { $payoff }, a { $better } donosi { $better-payoff }.
exs-spe-not-equilibrium = To nije savršena ravnoteža podigara.
exs-blotto-field = polje { $field }: { $text }
exs-blotto-read = { $error } Upiši { $fields } cijela broja, broj jedinica na svakom polju, npr. { $example }.
exs-blotto-read-not-units = „{ $given }“ nije broj jedinica: svako polje dobiva cijeli broj od 0 do { $units }.
exs-blotto-read-count = { $n ->
        [one] { $n } broj
        [few] { $n } broja
       *[other] { $n } brojeva
    }: upiši po jedan za svako od { $fields } polja, npr. { $example }.
exs-blotto-read-sum = Ove jedinice u zbroju daju { $sum }; imaš { $units } za raspodjelu, sve njih, npr. { $example }.
exs-blotto-with-probability = { $units } s vjerojatnošću { $probability }
exs-blotto-sum = Isplata je zbroj po poljima, pa je očekivana isplata zbroj očekivanih isplata pojedinih polja, a svaka ovisi samo o protivnikovim jedinicama na tom polju. Protivnik stavlja — { $fields }.
exs-blotto-same-with-more = isto i s više
exs-blotto-field-values = Polje { $field }: n jedinica donosi P[protivnik ima manje] − P[protivnik ima više]: { $values }.
exs-blotto-choose = Odaberi jedinice po poljima, ukupno { $units }, čije isplate zajedno daju najviše: { $allocation } donosi { $sum } = { $payoff }.
exs-blotto-only = To je jedini najbolji odgovor: svaka druga raspodjela donosi manje od { $payoff }.
exs-blotto-also = Ove raspodjele također donose { $payoff } i isto su najbolji odgovori: { $others }.
exs-blotto-many = { $n ->
        [one] { $n } druga raspodjela također donosi
        [few] { $n } druge raspodjele također donose
       *[other] { $n } drugih raspodjela također donosi
    } { $payoff }, npr. { $others }.
exs-blotto-right = Točno: ova raspodjela donosi { $best }, najviše što ijedna raspodjela donosi.
exs-blotto-right-another = Točno: ova raspodjela donosi { $best }, najviše što ijedna raspodjela donosi, kao i { $allocation } — broj najboljih odgovora: { $n }.
exs-blotto-wrong = Ova raspodjela donosi { $payoff } ({ $fields }); najbolja donosi { $best }.
exs-ess-read-empty = Upiši svaku ESS kao { $n } vjerojatnosti u zagradama, odvojene točkom-zarezom, ili upiši none.
exs-ess-read-count = { $given ->
        [one] { $given } broj
        [few] { $given } broja
       *[other] { $given } brojeva
    }: svaka strategija ima { $n } vjerojatnosti; strategije odvoji točkom-zarezom.
exs-ess-strategy = Strategija { $k }
exs-ess-not-nash = { $shown } nije ESS: nije čak ni najbolji odgovor na samu sebe — protiv nje s{ $j } donosi { $best }, a { $shown } donosi { $mean }.
exs-ess-invaded = { $shown } nije ESS: mutant s{ $j } protiv nje postiže jednako mnogo ({ $mean }) i protiv samoga sebe prolazi barem jednako dobro ({ $invader }) kao { $shown } protiv njega ({ $resident }).
exs-ess-not-stable = { $shown } je simetrična Nashova ravnoteža, ali nije ESS: neki mutant koji protiv nje postiže jednako mnogo protiv samoga sebe prolazi barem jednako dobro.
exs-ess-so-stable = pa je { $shown } ESS.
exs-ess-so-not-stable = pa { $shown } nije ESS.
exs-ess-head = { $shown }: protiv nje { $earns }; sama { $shown } donosi { $mean }.
exs-ess-strict = { $head } Samo je s{ $best } najbolji odgovor: uvjet (i) vrijedi strogo (stroga ravnoteža) i nijedan mutant ne može prodrijeti, { $verdict }
exs-ess-outside = Mutanti koji igraju { $worse } postižu manje protiv { $shown }, pa su važne samo mješavine najboljih odgovora.
exs-ess-sign-positive = pozitivno
exs-ess-sign-negative = negativno
exs-ess-sign-zero = jednako nuli
exs-ess-two = Za mutanta y za kojega je y − { $shown } = t(e{ $i } − e{ $j }), x·Ay − y·Ay = −t²(A{ $i }{ $i } − A{ $i }{ $j } − A{ $j }{ $i } + A{ $j }{ $j }) = −t²·({ $k }), što je za t ≠ 0 { $sign },
exs-ess-three-definite = Za mutanta y je x·Ay − y·Ay = −zᵀAz, gdje je zbroj z = y − x jednak 0; u bazi e2 − e1, e3 − e1 forma zᵀAz ima simetričnu matricu [[{ $m11 }, { $m12 }], [{ $m12 }, { $m22 }]], negativno definitnu (svaki takav mutant gubi) ako i samo ako je njezin kutni element negativan, a determinanta pozitivna; ovdje su to { $m11 } i { $det }, pa je ona negativno definitna,
exs-ess-three-not-definite = Za mutanta y je x·Ay − y·Ay = −zᵀAz, gdje je zbroj z = y − x jednak 0; u bazi e2 − e1, e3 − e1 forma zᵀAz ima simetričnu matricu [[{ $m11 }, { $m12 }], [{ $m12 }, { $m22 }]], negativno definitnu (svaki takav mutant gubi) ako i samo ako je njezin kutni element negativan, a determinanta pozitivna; ovdje su to { $m11 } i { $det }, pa ona nije negativno definitna,
exs-ess-alternative = protiv s{ $j } { $shown } donosi { $resident }, dok s{ $j } protiv same sebe donosi { $invader }
exs-ess-equality = { $head } Svaka mješavina od { $best } prolazi protiv nje jednako dobro kao { $shown }, pa uvjet (i) vrijedi s jednakošću i odlučuje uvjet (ii): { $shown } protiv svakog takvog mutanta mora proći bolje nego mutant protiv samoga sebe.{ $outside }{ $condition } { $verdict }
exs-ess-candidates = ESS x mora zadovoljavati (i) x·Ax ≥ y·Ax za svaki y i (ii) x·Ay > y·Ay za svaki y ≠ x za koji je y·Ax = x·Ax. Kandidati su simetrične Nashove ravnoteže (x, x): ravnoteže igre s isplatama A i Aᵀ u kojima je x = y. Ovdje: { $candidates }.
exs-ess-none = Nijedna simetrična ravnoteža ne zadovoljava oba uvjeta: igra nema evolucijski stabilnu strategiju (none).
exs-ess-all = Evolucijski stabilne strategije: { $ess }.
exs-ess-missing-pure = Svaka navedena strategija je ESS, ali jedna nedostaje: čista.
exs-ess-missing-mixed = Svaka navedena strategija je ESS, ali jedna nedostaje: mješovita.
exs-ess-right-none = Točno: nijedna simetrična ravnoteža nije evolucijski stabilna.
exs-ess-right = Točno: evolucijski stabilne strategije su { $ess }.
exs-set-bad-kind = { $given } nije vrsta vježbe: all, { $kinds }
exs-set-bad-level = { $given } nije easy, medium ni hard
exs-set-bad-seed = { $given } nije cijeli broj od 0 do { $max }

## Napredak posla: jedinice rada i preostalo vrijeme

common-unit-games = { $n ->
    [one] igra
    [few] igre
   *[other] igara
}
common-unit-nodes = { $n ->
    [one] čvor
    [few] čvora
   *[other] čvorova
}
common-unit-runs = { $n ->
    [one] pokretanje
    [few] pokretanja
   *[other] pokretanja
}
common-unit-trees = { $n ->
    [one] stablo
    [few] stabla
   *[other] stabala
}
common-unit-steps = { $n ->
    [one] korak
    [few] koraka
   *[other] koraka
}
common-unit-stages = { $n ->
    [one] faza
    [few] faze
   *[other] faza
}
common-unit-solves = { $n ->
    [one] rješavanje
    [few] rješavanja
   *[other] rješavanja
}
common-unit-rounds = { $n ->
    [one] runda
    [few] runde
   *[other] rundi
}
common-unit-positions = { $n ->
    [one] pozicija
    [few] pozicije
   *[other] pozicija
}
common-unit-bases = { $n ->
    [one] baza
    [few] baze
   *[other] baza
}
common-unit-analyses = { $n ->
    [one] analiza
    [few] analize
   *[other] analiza
}
common-unit-points = { $n ->
    [one] točka
    [few] točke
   *[other] točaka
}
common-unit-matches = { $n ->
    [one] meč
    [few] meča
   *[other] mečeva
}
common-unit-iterations = { $n ->
    [one] iteracija
    [few] iteracije
   *[other] iteracija
}
common-unit-vertices-paired = { $n ->
    [one] uparen vrh
    [few] uparena vrha
   *[other] uparenih vrhova
}
common-unit-units = { $n ->
    [one] jedinica
    [few] jedinice
   *[other] jedinica
}
common-unit-tests-scanned = { $n ->
    [one] pregledan test
    [few] pregledana testa
   *[other] pregledanih testova
}
common-unit-supports = { $n ->
    [one] nosač
    [few] nosača
   *[other] nosača
}
common-unit-steps-training = { $n ->
    [one] korak (igre učitelja, mini-serije, igre za ocjenu)
    [few] koraka (igre učitelja, mini-serije, igre za ocjenu)
   *[other] koraka (igre učitelja, mini-serije, igre za ocjenu)
}
common-unit-solutions = { $n ->
    [one] rješenje
    [few] rješenja
   *[other] rješenja
}
common-unit-sizes = { $n ->
    [one] veličina
    [few] veličine
   *[other] veličina
}
common-unit-searches = { $n ->
    [one] pretraživanje
    [few] pretraživanja
   *[other] pretraživanja
}
common-unit-samples = { $n ->
    [one] uzorak
    [few] uzorka
   *[other] uzoraka
}
common-unit-positions-timed = { $n ->
    [one] pozicija izmjerena za jednako vrijeme
    [few] pozicije izmjerene za jednako vrijeme
   *[other] pozicija izmjerenih za jednako vrijeme
}
common-unit-pictures = { $n ->
    [one] slika
    [few] slike
   *[other] slika
}
common-unit-networks = { $n ->
    [one] mreža
    [few] mreže
   *[other] mreža
}
common-unit-measurements = { $n ->
    [one] mjerenje
    [few] mjerenja
   *[other] mjerenja
}
common-unit-linear-systems = { $n ->
    [one] linearni sustav
    [few] linearna sustava
   *[other] linearnih sustava
}
common-unit-labels = { $n ->
    [one] oznaka
    [few] oznake
   *[other] oznaka
}
common-unit-hands = { $n ->
    [one] dijeljenje
    [few] dijeljenja
   *[other] dijeljenja
}
common-unit-games-gradient = { $n ->
    [one] igra i korak gradijenta
    [few] igre i koraka gradijenta
   *[other] igara i koraka gradijenta
}
common-unit-expansions = { $n ->
    [one] proširenje
    [few] proširenja
   *[other] proširenja
}
common-unit-evaluation-games = { $n ->
    [one] igra za ocjenu
    [few] igre za ocjenu
   *[other] igara za ocjenu
}
common-unit-evaluation-games-after = { $n ->
    [one] igra za ocjenu (nakon treniranja)
    [few] igre za ocjenu (nakon treniranja)
   *[other] igara za ocjenu (nakon treniranja)
}
common-unit-mutations = { $n ->
    [one] mutacija
    [few] mutacije
   *[other] mutacija
}
common-unit-lp = { $n ->
    [one] LP
    [few] LP
   *[other] LP
}
common-left-under-minute = još manje od minute
common-left-minutes = { $m ->
    [one] još oko { $m } minute
    [few] još oko { $m } minute
   *[other] još oko { $m } minuta
}
common-hours = { $h ->
    [one] { $h } sata
    [few] { $h } sata
   *[other] { $h } sati
}
common-minutes = { $m ->
    [one] { $m } minute
    [few] { $m } minute
   *[other] { $m } minuta
}
common-left-hours = još oko { $hours }
common-left-hours-minutes = još oko { $hours } { $minutes }

## Evolucijska dinamika i zatvorenikova dilema: tekstovi jezgre

evolution-core-too-many-starts = najviše { $max } putanja; uklonite neke
evolution-core-time-range = vrijeme mora biti u (0, { $max }]
evolution-core-lambda-range = λ mora biti broj od 0 do 1 000 000
evolution-core-no-view = ta igra nema takav prikaz
evolution-core-start = početak „{ $start }”: { $reason }
evolution-core-download-svg = Preuzmi sliku (SVG)
evolution-core-download-csv = Preuzmi posljednju putanju (CSV)
evolution-core-logit-failed = Logit put: { $reason }
evolution-core-view-face = strana bez strategije { $strategy }
evolution-core-view-segment = dužina
evolution-core-view-triangle = trokut
evolution-core-view-square = jedinični kvadrat
evolution-core-stable = stabilna
evolution-core-unstable = nestabilna
evolution-core-saddle = sedlo
evolution-core-centre = centar
evolution-core-undecided = neodlučeno
evolution-core-yes = da
evolution-core-no = ne
evolution-core-rest-caption = Sve stacionarne točke dinamike replikatora, egzaktno: Nashova ravnoteža i ESS određeni u razlomcima; stabilnost iz svojstvenih vrijednosti Jacobijeve matrice (numerički: sud linearizacije).
evolution-core-rest-rows = retci x
evolution-core-rest-columns = stupci y
evolution-core-rest-stability = stabilnost
evolution-core-rest-eigenvalues = svojstvene vrijednosti
evolution-core-rest-continuum = (na kontinuumu)
evolution-core-rest-link = u laboratoriju igara u normalnom obliku
evolution-core-columns-line = { $strategy } (stupci)
evolution-core-time-chart = Udio svake strategije duž posljednje putanje
evolution-core-axis-round = runda
evolution-core-axis-time = vrijeme
evolution-core-axis-share = udio
evolution-core-logit-chart = Put logit ravnoteža: ravnoteže kvantalnog odgovora kako λ raste
evolution-core-axis-precision = λ (preciznost)
evolution-core-axis-probability = vjerojatnost
evolution-core-moran-more-likely = jedan mutant { $mutant } fiksira se među { $resident } s vjerojatnošću { $rho } (vjerojatnije od 1/{ $n } neutralnog drifta)
evolution-core-moran-less-likely = jedan mutant { $mutant } fiksira se među { $resident } s vjerojatnošću { $rho } (manje vjerojatno od 1/{ $n } neutralnog drifta)
evolution-core-moran-as-likely = jedan mutant { $mutant } fiksira se među { $resident } s vjerojatnošću { $rho } (jednako vjerojatno kao 1/{ $n } neutralnog drifta)
evolution-core-moran-among = { $mutant } među { $resident }
evolution-core-moran-exact-fractions = Egzaktni razlomci
evolution-core-moran-exactly = Egzaktno: { $summary }.
evolution-core-moran-simulated = { $runs ->
    [one] simulirano ({ $runs } izvođenje)
    [few] simulirano ({ $runs } izvođenja)
   *[other] simulirano ({ $runs } izvođenja)
}
evolution-core-moran-one-mutant = jedan mutant
evolution-core-moran-exact = egzaktno
evolution-core-moran-interval = interval 99%

## Love Letter: tekstovi jezgre

ll-card-guard = Stražar
ll-card-priest = Svećenik
ll-card-baron = Barun
ll-card-handmaid = Sluškinja
ll-card-prince = Princ
ll-card-king = Kralj
ll-card-countess = Grofica
ll-card-princess = Princeza
ll-play-on = na igrača { $n }
ll-play-naming = pretpostavka: { $card }
ll-agent-random = nasumični
ll-agent-greedy = pohlepni (formula F)
ll-agent-greedy-memory = pohlepni s pamćenjem
ll-agent-probabilistic = probabilistički (izvlači prema P i F)
ll-agent-ismcts = ISMCTS
ll-status = Runda { $round } · igra do { $target } žetona · špil: { $deck ->
    [one] { $deck } karta
    [few] { $deck } karte
   *[other] { $deck } karata
}
ll-seat-out = izvan runde
ll-seat-protected = pod zaštitom (Sluškinja)
ll-seat-to-move = na potezu
ll-seat-in = u igri
ll-decision-head = { $who } — { $agent }: { $play }
ll-t-summary = Odigrane partije: { $games }, stolovi: { $tables } (mjesta za stolom: { $players }), prosječno { $rounds } runde po partiji; { $ms } ms rada radnih niti na 1 000 partija (zbrojeno po nitima).
ll-seat-you = Ti
ll-seat-player = Igrač { $n } ({ $agent })
ll-and = i
ll-log-you-played = Igraš kartu { $card }
ll-log-played = { $who } igra kartu { $card }
ll-log-on-self = na sebe
ll-log-on-you = na tebe
ll-log-on-player = na igrača { $n }
ll-log-naming = , pretpostavka: { $card }
ll-log-princess-out-you = — i ispadaš (odbačena je Princeza)
ll-log-princess-out = — i ispada (odbačena je Princeza)
ll-log-out-you = — ispadaš s kartom { $card }
ll-log-out = — igrač { $n } ispada s kartom { $card }
ll-log-discarded-princess-you = — odbacuješ Princezu i ispadaš
ll-log-discarded-princess = — igrač { $n } odbacuje Princezu i ispada
ll-log-discarded-you = — odbacuješ kartu { $card } i vučeš novu
ll-log-discarded = — igrač { $n } odbacuje kartu { $card } i vuče novu
ll-log-traded = — igrači zamjenjuju karte
ll-log-protected = — pod zaštitom do sljedećeg poteza
ll-log-no-effect = — bez učinka: svi ostali igrači u igri su pod zaštitom
ll-log-wrong-guess = — pogrešna pretpostavka
ll-log-looked = — i pogled u kartu mete
ll-log-tie = — karte su jednake: nitko ne ispada
ll-note-saw = (samo ti vidiš: igrač { $n } drži kartu { $card })
ll-note-same = (samo ti znaš: igrač { $n } drži kartu { $card }, kao i ti)
ll-note-you-traded = (samo ti znaš: daješ igraču { $n } kartu { $gave } i dobivaš kartu { $got })
ll-note-seen = (igrač { $n } sada zna da držiš kartu { $card })
ll-note-same-too = (samo ti znaš: i igrač { $n } drži kartu { $card })
ll-note-traded = (daješ kartu { $gave } i dobivaš kartu { $got })
ll-note-drew = (vučeš kartu { $card })
ll-know-holds = drži kartu { $card }
ll-know-one-of = drži jednu od karata: { $cards }
ll-know-not = ne drži nijednu od karata: { $cards }
ll-know-same = istu kartu kao igrač { $n }
ll-know-holds-same = drži istu kartu kao igrač { $n }
ll-how-last = nitko drugi nije ostao u igri
ll-how-highest = špil je ispražnjen i pobijedila je najjača karta
ll-how-tiebreak = špil je ispražnjen, najjače karte su jednake i pobijedio je veći zbroj odbačenih karata
ll-how-shared = špil je ispražnjen, najjače karte su jednake i pobijedio je veći zbroj odbačenih karata (i dalje neriješeno: runda se dijeli)
ll-round-won = { $form ->
    [you] Pobjeđuješ u rundi: { $how }.
    [one] { $who } pobjeđuje u rundi: { $how }.
   *[other] U rundi pobjeđuju: { $who } — { $how }.
}
ll-game-won = { $form ->
    [you] Pobjeđuješ u igri s { $n } žetona.
    [one] { $who } pobjeđuje u igri s { $n } žetona.
   *[other] U igri s { $n } žetona pobjeđuju: { $who }.
}
ll-deck-not-a-card = { $found } (znak { $column }) nije vrijednost karte 1–8
ll-deck-count = { $count ->
    [one] špil ima { $count } × { $card } (ovaj ima { $found }); potrebno je svih 16 karata
   *[other] špil ima { $count } × { $card } (ovaj ima { $found }); potrebno je svih 16 karata
}

## Križić-kružić i stabla pretraživanja: tekstovi jezgre

ttt-status-wins = Pobjeđuje { $mark }.
ttt-status-draw = Neriješeno.
ttt-status-thinking = Računalo ({ $mark }) razmišlja…
ttt-status-pick-first = Odaberi prvi potez računala ({ $mark }).
ttt-status-to-move = Na potezu je { $mark } — klikni polje ili koristi strelice i Enter (rade i tipke 1–9).
ttt-value-draw-or-ninth = neriješeno (ili pobjeda u 9. potezu)
ttt-value-draw = neriješeno
ttt-value-x-wins = X pobjeđuje u { $move }. potezu
ttt-value-o-wins = O pobjeđuje u { $move }. potezu
ttt-board-wrong-length = ploča ima 9 polja (X, O ili .), ova ima { $n }
ttt-board-bad-character = polje { $index } je { $found }; koristi X, O ili . (prazno)
ttt-board-move-counts = nemoguć broj poteza: X ima { $x }, O ima { $o } (X igra prvi, pa ima jednako znakova kao O ili jedan više)
ttt-board-both-win = nemoguća pozicija: i X i O imaju tri u nizu
ttt-board-play-after-win = nemoguća pozicija: { $mark } ima tri u nizu, ali broj poteza pokazuje da se igra nastavila (ili { $mark } nije mogao odigrati zadnji potez)
ttt-moves-not-a-cell = potez { $move } je { $found }; potezi su brojevi polja 0–8
ttt-moves-occupied = potez { $move } igra polje { $cell }, koje je već zauzeto
ttt-moves-game-over = potez { $move } dolazi nakon završetka igre
ttt-link-board = ploča (board): { $reason }
ttt-link-moves = potezi (moves): { $reason }
ttt-link-not-an-option = { $field }={ $value } nije nijedna od vrijednosti { $options }
ttt-link-target = target={ $value } nije cijeli broj
ttt-link-seed = seed={ $value } nije prirodan broj
ttt-searcher-ordered = alfa-beta + poredak poteza
ttt-searcher-table = alfa-beta + transpozicijska tablica
ttt-searcher-ordered-table = alfa-beta + poredak + tablica
ttt-searcher-pns = pretraživanje brojevima dokaza (može li { $mark } iznuditi pobjedu?)
ttt-train-loss-title = Gubitak tijekom učenja (prosjek gradijentnih koraka svake generacije)
ttt-train-axis-generation = generacija
ttt-train-axis-loss = gubitak
ttt-train-series-policy = politika (unakrsna entropija)
ttt-train-series-value = vrijednost (kvadratna pogreška)
ttt-train-strength-title = Snaga: sama glava politike protiv savršenog igrača
ttt-train-axis-strength = % optimalnih poteza · izgubljene partije
ttt-train-series-optimal = optimalni potezi (% od 4 520 pozicija)
ttt-train-series-lost-x = partije izgubljene kao X
ttt-train-series-lost-o = partije izgubljene kao O
ttt-train-every-optimal = svaki potez optimalan
ttt-train-keeps-value = njezin potez čuva vrijednost igre u { $percent } % od 4 520 pozicija
ttt-train-loses = protiv savršenog igrača koji isprobava svaki optimalni odgovor gubi { $x } od { $gx } partija kao X i { $o } od { $go } kao O
ttt-train-plays-perfectly = igra savršeno
ttt-train-choosing = Odabir poteza prema { $mover }: { $parts }.
ttt-train-mover-policy = politici
ttt-train-no-generation = Nijedna generacija još nije završila.
ttt-train-perfect-after = savršena igra — nijedna izgubljena partija kao X ni kao O protiv savršenog igrača — prvi put nakon generacije { $generation }
ttt-train-no-perfect = još nema savršene igre
ttt-train-summary = { $generations ->
        [one] { $generations } generacija
        [few] { $generations } generacije
       *[other] { $generations } generacija
    }, { $games ->
        [one] { $games } partija
        [few] { $games } partije
       *[other] { $games } partija
    } igre same sa sobom i { $steps ->
        [one] { $steps } gradijentni korak
        [few] { $steps } gradijentna koraka
       *[other] { $steps } gradijentnih koraka
    } za { $seconds } s: { $perfect }.
ttt-train-one-worker = Igra sama sa sobom i treniranje rade u jednom Web Workeru (ovaj preglednik javlja jednu jezgru).
ttt-train-many-workers = Partije svake generacije dijele se među { $n } Web Workera, po jedan na jezgru; gradijentni koraci rade se u prvom. Izvođenje je isto kao u jednom workeru.
ttt-train-other-game = mreža za igru { $game }, ne za križić-kružić
ttt-train-wrong-sizes = njezine veličine ne odgovaraju križić-kružiću
outline-root = korijen
outline-who-leaf = list
outline-who-yes = da
outline-who-no = ne
outline-who-or = „ili”
outline-who-and = „i”
outline-leaves-more = { $shown }, … (još { $more })
outline-proof-proven = dokazano: da
outline-proof-disproven = pobijeno: ne
outline-proof-stopped = zaustavljeno: { $reason }
outline-proof-open = otvoreno
outline-proof-summary = { $question } — { $state }; u korijenu pn={ $pn } dn={ $dn }; { $nodes ->
        [one] { $nodes } čvor
        [few] { $nodes } čvora
       *[other] { $nodes } čvorova
    }, { $expansions ->
        [one] { $expansions } proširenje
        [few] { $expansions } proširenja
       *[other] { $expansions } proširenja
    }
outline-pns-node-limit = pretraživanje brojevima dokaza zaustavilo se na svojoj granici od { $n } čvorova
outline-cut-beta = odsijecanje: MAX već ima { $value } ≥ β = { $bound }; MIN iznad može drugdje zadržati MAX na { $bound }, pa nikad ne pušta igru do ovog čvora
outline-cut-alpha = odsijecanje: MIN već može iznuditi { $value } ≤ α = { $bound }; MAX iznad drugdje ima { $bound }, pa nikad ne pušta igru do ovog čvora
picture-summary-proof = { $nodes ->
        [one] { $nodes } čvor
        [few] { $nodes } čvora
       *[other] { $nodes } čvorova
    } u stablu dokaza, od toga { $frontier } neproširenih.
picture-summary-proof-marked = { $nodes ->
        [one] { $nodes } čvor
        [few] { $nodes } čvora
       *[other] { $nodes } čvorova
    } u stablu dokaza, od toga { $frontier } neproširenih; čvor koji najviše dokazuje označen je svojim putem.
picture-summary-whole = Posjećeno { $visited } od { $nodes } čvorova stabla; { $cut ->
        [one] { $cut } potez odsječen
        [few] { $cut } poteza odsječena
       *[other] { $cut } poteza odsječeno
    } (prekriženo), njihova podstabla zasivljena.
picture-summary-part = Posjećeno { $visited } čvorova; { $cut ->
        [one] { $cut } potez odsječen
        [few] { $cut } poteza odsječena
       *[other] { $cut } poteza odsječeno
    } (prekriženo), njihova podstabla zasivljena (nacrtano djelomično).
picture-svg-label = stablo pretraživanja, posjećeni čvorovi: { $visited }, podrezani: { $pruned }
picture-pruned-because = podrezano — { $reason }
picture-more = još +{ $n }
picture-title-root = korijen, { $what }
picture-title-node = { $label }: { $what }
picture-max-node = čvor MAX
picture-min-node = čvor MIN
picture-leaf = list
picture-or-node = „ili” čvor (bira napadač)
picture-and-node = „i” čvor (bira branitelj)
picture-terminal = završni
picture-answer-here = odgovor na pitanje ovdje: { $numbers }
picture-proof-numbers = brojevi dokaza/pobijanja { $numbers }
picture-status-proven = dokazan
picture-status-disproven = pobijen
picture-status-frontier = granica
picture-most-proving = čvor koji najviše dokazuje (sljedeći za proširenje)
picture-window = α={ $alpha } β={ $beta } pri ulasku
picture-value = vrijednost { $value }
picture-from-table = (iz transpozicijske tablice)
picture-never-searched = nikad pretražen — podrezan ({ $why })
picture-not-reached = još nije dosegnut

## Optimizacija strategija: tekstovi jezgre

evolve-hint-face-down = 0–10 karata
evolve-hint-cap = 1–1 000 000 bitaka
evolve-hint-eps = broj u (0; 0,5)
evolve-hint-delta = broj u (0; 1)
evolve-hint-budget-games = 1 000–1 000 000 000 igara
evolve-hint-budget-mutations = 1–10 000 mutacija
evolve-hint-eval-games = 100–1 000 000 igara
evolve-hint-runs = 1–100 izvođenja
evolve-reading-war = { $cards ->
    [one] Rat: { $cards } karta licem prema dolje po ratu; igrač kojemu nedostaje karata za rat { $short }; ograničenje bitaka: { $cap }, igra prekinuta na ograničenju { $capped }
    [few] Rat: { $cards } karte licem prema dolje po ratu; igrač kojemu nedostaje karata za rat { $short }; ograničenje bitaka: { $cap }, igra prekinuta na ograničenju { $capped }
   *[other] Rat: { $cards } karata licem prema dolje po ratu; igrač kojemu nedostaje karata za rat { $short }; ograničenje bitaka: { $cap }, igra prekinuta na ograničenju { $capped }
}
evolve-reading-short-loses = gubi
evolve-reading-short-last = igra svoju posljednju kartu licem prema gore
evolve-reading-cap-draw = završava neriješeno (½)
evolve-reading-cap-more = pripada igraču s više karata
evolve-reading-rats-default = Rrrats!: zadana pravila
evolve-reading-rats = Rrrats!: { $options }
evolve-blocked = Za pokretanje najprije ispravite: { $fields }.

## Ticket to Ride: tekstovi jezgre

ttr-color-red = crvena
ttr-color-blue = plava
ttr-color-green = zelena
ttr-color-yellow = žuta
ttr-color-orange = narančasta
ttr-color-black = crna
ttr-color-white = bijela
ttr-color-pink = ružičasta
ttr-color-gray = siva
ttr-color-locomotive = lokomotiva
ttr-route-name = { $a } – { $b } ({ $length }, { $color })
ttr-pay-cards = { $n } × { $color }
ttr-pay-locomotives = { $n ->
    [one] { $n } lokomotiva
    [few] { $n } lokomotive
   *[other] { $n } lokomotiva
}
ttr-seat-you = Ti
ttr-seat-player = Igrač { $n } ({ $agent })
ttr-status-over = Igra je završila.
ttr-status-yours = Potez { $turn }: tvoj red — { $what }
ttr-status-other = Potez { $turn }: na redu je { $who }
ttr-status-last-round = — posljednji krug
ttr-do-setup-tickets = zadrži barem 2 od prvih odredišnih karata
ttr-do-choose-tickets = zadrži barem 1 od izvučenih odredišnih karata
ttr-do-second-card = uzmi drugu kartu
ttr-do-anything = vuci karte, zauzmi dionicu ili vuci odredišne karte
ttr-config-line = Igrači: { $players } · { $who } · sjeme { $seed } · najduži put: { $longest }
ttr-config-watch = samo agenti ({ $agent })
ttr-config-against = ti protiv { $agent }
ttr-config-on = da
ttr-config-off = ne
ttr-ticket-joined = { $name } ✓ povezana
ttr-ticket-not-yet = { $name } — još ne
ttr-ticket-completed = { $n ->
    [one] { $name } — ostvarena: +{ $n } bod
    [few] { $name } — ostvarena: +{ $n } boda
   *[other] { $name } — ostvarena: +{ $n } bodova
}
ttr-ticket-failed = { $n ->
    [one] { $name } — neostvarena: −{ $n } bod
    [few] { $name } — neostvarena: −{ $n } boda
   *[other] { $name } — neostvarena: −{ $n } bodova
}
ttr-pay-both = { $cards } + { $locomotives }
ttr-log-and = i
ttr-log-kept-count = zadržane odredišne karte: { $n }
ttr-log-kept = zadržane odredišne karte: { $tickets }
ttr-log-took-face-up = otvorena karta: { $card }
ttr-log-took-face-up-card = otvorena karta
ttr-log-drew-a = karta sa špila: { $card }
ttr-log-drew-an = karta sa špila: { $card }
ttr-log-drew-card = karta sa špila
ttr-log-claimed = zauzeta dionica { $route } za { $n ->
    [one] { $n } bod
    [few] { $n } boda
   *[other] { $n } bodova
}, plaćeno: { $paid }
ttr-log-drew-tickets = izvučene odredišne karte: { $n }
ttr-log-passed = propušten potez
ttr-seed-error = { $reason }: sjeme je cijeli broj 0–{ $max }
ttr-link-unread = Poveznica se nije mogla u potpunosti pročitati — { $problems }.
ttr-link-seed-used = Ova je igra umjesto toga podijeljena sa sjemenom { $seed }.
ttr-fig-players = { $n ->
    [one] { $n } igrač
    [few] { $n } igrača
   *[other] { $n } igrača
}
ttr-fig-gaussian = Normalna razdioba svih rezultata (srednja vrijednost { $mean }, σ { $std })
ttr-fig-scores-title = Rezultati po broju igrača: udio igrača po razredima od 10 bodova
ttr-fig-score = rezultat
ttr-fig-players-percent = igrači (%)
ttr-fig-most-common = najčešći: { $mode } (u radu: { $thesis })
ttr-fig-results-title = Rezultati po broju igrača: najniži, najviši, prosječni i medijan
ttr-fig-players-axis = broj igrača
ttr-fig-maximum = maksimum
ttr-fig-mean = prosjek
ttr-fig-median = medijan
ttr-fig-minimum = minimum
ttr-fig-learning-title = Partije mreže nakon svake epohe (0: neutrenirana)
ttr-fig-epoch = epoha
ttr-fig-highest = najviši
ttr-fig-mean-every-seat = prosjek, sva mjesta
ttr-fig-mean-finished = prosjek, partije bez zabranjene odluke (kao u radu)
ttr-fig-lowest = najniži
ttr-x-all = sve
ttr-x-col-players = igrači
ttr-x-col-games = partije
ttr-x-col-mean = prosjek
ttr-x-col-thesis-mean = prosjek u radu
ttr-x-col-std = std. dev.
ttr-x-col-min = min
ttr-x-col-median = medijan
ttr-x-col-max = maks
ttr-x-col-over-110 = % > 110
ttr-x-col-over-120 = % > 120
ttr-x-col-over-140 = % > 140
ttr-x-col-completed = ostvarene
ttr-x-col-failed = neostvarene
ttr-x-col-forbidden = zabranjene %
ttr-x-col-turns = potezi
ttr-x-col-interrupted = prekinute
ttr-u-range-title = Raspon bodova ispitanih modela: prosječni, najniži i najviši rezultat po broju igrača
ttr-u-series-specific = specifični (zasebna mreža za svaki broj igrača)
ttr-u-series-universal = univerzalni (jedna mreža za sve)
ttr-u-col-games-counted = uračunate partije
ttr-u-col-tickets-done = ostvarene odredišne karte
ttr-u-col-tickets-failed = neostvarene odredišne karte
ttr-form-unknown-player = nepoznat igrač { $name }: algo, algo-thesis, nn ili random
ttr-form-players = broj igrača mora biti 2–5 ili all, a ne { $text }
ttr-form-games = broj partija mora biti 1–{ $max }, a ne { $text }
ttr-form-seed = sjeme mora biti cijeli broj, a ne { $text }

## Učionica: tekstovi jezgre

class-game-beauty = Pogodi 2/3 prosjeka (natjecanje ljepote p)
class-game-ultimatum = Igra ultimatuma
class-game-dictator = Igra diktatora
class-game-trust = Igra povjerenja
class-game-public-goods = Igra javnog dobra
class-game-pd = Zatvorenikova dilema
class-game-stag-hunt = Lov na jelena
class-game-market-entry = Ulazak na tržište
class-game-auction-first = Dražba prve cijene sa zatvorenim ponudama
class-game-auction-second = Dražba druge cijene sa zatvorenim ponudama
class-game-cournot = Cournotov duopol
class-game-blotto = Pukovnik Blotto (svatko sa svakim)
class-game-rps = Kamen–papir–škare (populacija)
class-role-player = igrač
class-role-proposer = predlagatelj
class-role-responder = odgovaratelj
class-role-dictator = diktator
class-role-investor = ulagač
class-role-trustee = povjerenik
class-role-bidder = ponuditelj
class-role-firm = poduzeće
class-option-equilibrium = ravnoteža
class-option-uniform = nasumično (jednoliko)
class-option-stranger = novi partner svake runde
class-option-partner = stalni partner
class-setting-rounds = Runde
class-setting-deadline-seconds = Rok po rundi (sekunde, 0 = bez roka)
class-setting-bot = Student koji ne odluči dobiva
class-setting-matching = Partneri
class-setting-p = p (množitelj prosjeka)
class-setting-c = c (dodaje se prosjeku)
class-setting-lo = Najmanji
class-setting-hi = Najveći
class-setting-prize = Nagrada
class-setting-pie = Kolač za podjelu
class-setting-endowment = Početni iznos
class-setting-multiplier = Množitelj
class-setting-trustee-endowment = Iznos povjerenika
class-setting-group = Grupa
class-setting-reward = Nagrada (oboje surađuju)
class-setting-punishment = Kazna (oboje izdaju)
class-setting-temptation = Iskušenje (izdaja suradnika)
class-setting-sucker = Naivac (suradnja s izdajicom)
class-setting-stag-stag = Jelen, jelen
class-setting-stag-hare = Jelen, zec
class-setting-hare-stag = Zec, jelen
class-setting-hare-hare = Zec, zec
class-setting-capacity = Kapacitet tržišta
class-setting-base = Osnovica
class-setting-slope = Nagib
class-setting-outside = Izvan tržišta
class-setting-a = A
class-setting-fields = Polja
class-setting-units = Jedinice
class-setting-win = Pobjeda
class-setting-loss = Poraz
class-no-decision = nema odluke
class-decision-enters = ulazi
class-decision-stays-out = ostaje izvan tržišta
class-decision-yes = da
class-decision-no = ne
class-decision-none = ništa
class-decision-stag = jelen
class-decision-hare = zec
class-form-no-game = Ovdje nema igre „{ $game }”, pa nema što odlučiti.
class-form-no-role = Uloga ovog mjesta „{ $role }” nema odluke u igri „{ $game }”, pa ovdje nema što odlučiti.
class-form-beauty-average = prosjeka svih brojeva
class-form-beauty-average-plus = (prosjeka svih brojeva + { $c })
class-form-beauty-average-minus = (prosjeka svih brojeva − { $c })
class-form-beauty-target-of = { $p } { $average }
class-form-beauty-target-times = { $p } × vrijednost { $average }
class-form-beauty = Ti si jedan od igrača u razredu i svi istodobno biraju broj. Pobjeđuje onaj čiji je broj najbliži vrijednosti: { $target }, i osvaja { $prize } (dijeli se kad je više brojeva jednako blizu). Odaberi broj od { $lo } do { $hi }.
class-form-your-number = Tvoj broj
class-form-proposer = Ti si predlagatelj: dijeliš kolač veličine { $pie } s odgovarateljem iz razreda. Ako je tvoja ponuda barem jednaka najmanjoj ponudi koju odgovaratelj prihvaća, on dobiva tvoju ponudu, a ti zadržavaš ostatak; inače oboje ne dobivate ništa. Koliko mu nudiš (cijeli broj od 0 do { $pie })?
class-form-your-offer = Tvoja ponuda
class-form-responder = Ti si odgovaratelj: predlagatelj iz razreda dijeli s tobom kolač veličine { $pie }. Prije nego što vidiš njegovu ponudu, reci najmanju ponudu koju prihvaćaš: ako ponudi barem toliko, dobivaš ponudu, a on zadržava ostatak; inače oboje ne dobivate ništa. Odaberi cijeli broj od 0 do { $pie }.
class-form-accept-min = Najmanja ponuda koju prihvaćaš
class-form-dictator = Ti si diktator: imaš { $pie } za podjelu s nekim izvan razreda tko nema pravo glasa. Zadržavaš sve što ne daš. Koliko daješ (cijeli broj od 0 do { $pie })?
class-form-give = Koliko daješ
class-form-trustee-own = Povjerenik ima i vlastitih { $own }.
class-form-investor = Ti si ulagač: imaš { $e } i zadržavaš ono što ne pošalješ. Svaka jedinica koju pošalješ svom povjereniku, nekome iz razreda, u njegovim rukama postaje { $m }, a on odlučuje koji ti se dio vraća.{ $own } Koliko šalješ (cijeli broj od 0 do { $e })?
class-form-send = Koliko šalješ
class-form-trustee = Ti si povjerenik: ulagač iz razreda ima { $e } i može ti poslati dio; svaka poslana jedinica u tvojim rukama postaje { $m }.{ $own } Prije nego što vidiš koliko je poslano, odaberi koji dio vraćaš: 0 ne vraća ništa, 0,5 polovicu, 1 sve. Odaberi broj od 0 do 1.
class-form-return = Dio koji vraćaš
class-form-public-goods = U grupi si od { $n } osoba iz razreda. Svatko od vas ima { $e } i stavlja dio u zajednički lonac; lonac se množi s { $m } i dijeli jednako među svima vama ({ $n }), bez obzira na to tko je uplatio, a ti zadržavaš ono što ne uložiš. Koliko ulažeš (cijeli broj od 0 do { $e })?
class-form-contribution = Tvoj ulog
class-form-pd-partner = istim partnerom iz razreda tijekom cijele sesije
class-form-pd-stranger = partnerom iz razreda koji se svake runde izvlači iznova
class-form-pd = Igraš zatvorenikovu dilemu s { $partner }. Ako oboje surađujete, svatko dobiva { $reward }; ako oboje izdate, po { $punishment }; ako jedan surađuje, a drugi izda, izdajica dobiva { $temptation }, a suradnik { $sucker }. Surađuješ li ili izdaješ?
class-choice-cooperate = Surađujem (C)
class-choice-defect = Izdajem (D)
class-form-your-move = Tvoj potez
class-form-stag-hunt = Loviš s partnerom iz razreda. Ako oboje lovite jelena, svatko dobiva { $ss }, ali sam lov na jelena donosi ti { $sh }. Lov na zeca donosi ti { $hs } ako partner lovi jelena i { $hh } ako i on lovi zeca. Jelen ili zec?
class-form-hunt-stag = Lovim jelena
class-form-hunt-hare = Lovim zeca
class-form-your-hunt = Tvoj lov
class-form-everyone-n = { $n ->
    [one] Svi u razredu ({ $n } igrač)
    [few] Svi u razredu ({ $n } igrača)
   *[other] Svi u razredu ({ $n } igrača)
}
class-form-everyone = Svi u razredu
class-form-market-entry = { $class } istodobno odlučuju hoće li ući na tržište na kojem ima mjesta za { $c }. Tko uđe, zarađuje { $base } + { $slope } × ({ $c } − broj ulazaka): { $base } kad uđe točno { $c }, više kad uđe manje, manje kad uđe više. Ostanak izvan tržišta donosi { $outside }. Ulaziš li?
class-choice-enter = Ulazim
class-choice-stay-out = Ostajem izvan
class-form-do-you-enter = Ulaziš li?
class-form-auction-worth = Predmet ti vrijedi { $v }: to znaš samo ti, a vrijednosti ostalih izvlače se od { $lo } do { $hi }, kao i tvoja.
class-form-auction-values = Vrijednosti predmeta izvlače se od { $lo } do { $hi }.
class-form-auction-your-value = tvoja vrijednost
class-form-auction-first = Ti si jedan od ponuditelja (ukupno { $n }) na dražbi sa zatvorenim ponudama. { $worth } Svatko daje jednu ponudu, ne vidjevši tuđe. Pobjeđuje najviša ponuda i plaća vlastitu ponudu: pobjednik zarađuje { $earns } minus svoju ponudu, ostali ništa. Ponudi od { $lo } do { $hi }.
class-form-auction-second = Ti si jedan od ponuditelja (ukupno { $n }) na dražbi sa zatvorenim ponudama. { $worth } Svatko daje jednu ponudu, ne vidjevši tuđe. Pobjeđuje najviša ponuda i plaća drugu najvišu ponudu (najvišu među ostalima): pobjednik zarađuje { $earns } minus tu cijenu, ostali ništa. Ponudi od { $lo } do { $hi }.
class-form-your-bid = Tvoja ponuda
class-form-cournot = Vodiš jedno od dvaju poduzeća na tržištu, drugo vodi netko iz razreda. Svatko od vas bira koliko će proizvesti; cijena je { $a } minus ukupna proizvodnja (nikad ispod 0), svaka jedinica košta te { $c }, a zarađuješ (cijena − { $c }) × tvoja količina. Koliko proizvodiš (od 0 do { $a })?
class-form-your-quantity = Tvoja količina
class-form-blotto = Rasporedi svoje jedinice (ukupno { $units }) po poljima (ima ih { $fields }). Igraš protiv svih ostalih u razredu: u svakom susretu polje osvaja onaj tko je na njega stavio više jedinica (neriješeno – nitko), a tvoj je rezultat broj osvojenih polja minus broj izgubljenih, u prosjeku po svima. Upiši { $fields } cijelih brojeva kojima je zbroj { $units }, po jedan za svako polje.
class-form-blotto-label = Jedinice na poljima od 1 do { $fields }
class-form-rps = Svi u razredu biraju kamen, papir ili škare, a ti igraš protiv svih ostalih: kamen pobjeđuje škare, škare pobjeđuju papir, papir pobjeđuje kamen. Pobjeda donosi { $win }, neriješeno 0, a poraz { $loss }, u prosjeku po svima s kojima igraš. Kamen, papir ili škare?
class-choice-rock = Kamen
class-choice-paper = Papir
class-choice-scissors = Škare
class-form-your-choice = Tvoj izbor

## Pukovnik Blotto: tekstovi jezgre

blotto-every-field = svako polje ({ $fields })

## Lines of Action: tekstovi jezgre

loa-side-black = Crni
loa-side-white = Bijeli
loa-ordinal = { $suffix ->
       *[other] { $n }.
    }
loa-ending-connected = { $side } pobjeđuje: sve { $color ->
        [black] crne
       *[other] bijele
    } figure su spojene.
loa-ending-both = Neriješeno: posljednji potez spojio je obje strane.
loa-ending-no-moves = { $side } pobjeđuje: { $other } nema dopušten potez.
loa-ending-repetition = Neriješeno: pozicija se pojavila { $ordinal } put.
loa-ending-cap = Neriješeno: dosegnuto je ograničenje broja polupoteza.
loa-status-engine-stopped = { $side } je na potezu: pretraživanje programa je otkazano. Pusti ga da ponovno odigra potez, poništi potez ili igraj tu stranu ručno.
loa-status-thinking = { $side } je na potezu: program razmišlja…
loa-status-must-pass = { $side } nema dopušten potez i mora preskočiti (pravilo preskakanja): pritisni Preskoči potez ili tipku P.
loa-status-piece-stuck = { $side } je na potezu: figura na { $square } nema dopušten potez; odaberi drugu figuru.
loa-status-piece-moves = { $n ->
        [one] { $side } je na potezu: figura na { $square } može na { $n } polje (označeno); odaberi ga ili drugu figuru.
        [few] { $side } je na potezu: figura na { $square } može na { $n } polja (označena); odaberi jedno od njih ili drugu figuru.
       *[other] { $side } je na potezu: figura na { $square } može na { $n } polja (označena); odaberi jedno od njih ili drugu figuru.
    }
loa-status-engine-played = { $side } je na potezu: program je odigrao { $move }; odaberi figuru (klikni je ili upotrijebi strelice i Enter).
loa-status-choose = { $side } je na potezu: odaberi figuru (klikni je ili upotrijebi strelice i Enter).
loa-replay-no-result = Zapis završava nakon { $n ->
        [one] { $n } polupoteza
       *[other] { $n } polupoteza
    }, prije kraja partije: nema rezultata.
loa-replay-status = Polupotez { $ply } od { $plies }: { $rest }
loa-replay-to-move = { $side } je na potezu.
loa-editor-not-playable = Postavljanje pozicije — još se ne može igrati ({ $error }).
loa-editor-status = Postavljanje pozicije: { $side } je na potezu, crnih figura: { $black }, bijelih figura: { $white }.
loa-position-error = stupac { $column }: { $reason }
loa-editor-explain = Klikni polje da mu redom mijenjaš sadržaj: prazno → crna → bijela → prazno. Ili upiši ili zalijepi zapis pozicije: redove od 8 do 1 odvojene znakom /, u svakom redu b za crnu figuru, w za bijelu i znamenku za niz praznih polja, zatim razmak i stranu na potezu (b ili w).
loa-editor-side = Strana na potezu
loa-editor-start = Početna pozicija
loa-editor-empty = Prazna ploča
loa-editor-text = Zapis pozicije
loa-editor-play = Igraj od ove pozicije
loa-engine-thinking-start = { $side } razmišlja…
loa-engine-thinking = { $side } razmišlja: dubina { $depth }, čvorova { $nodes } od { $budget }
loa-engine-thinking-best = { $side } razmišlja: dubina { $depth }, čvorova { $nodes } od { $budget }; zasad najbolji potez { $move }
loa-engine-decided = { $side } je odlučio (čvorova: { $nodes })
loa-analysis-starting = pokretanje pretraživanja…
loa-analysis-searching = pretraživanje do dubine { $depth }: čvorova { $nodes } od { $budget }
loa-analysis-cancelled-depth = Otkazano (čvorova: { $nodes }); posljednja dovršena dubina:
loa-analysis-cancelled-none = Otkazano (čvorova: { $nodes }) prije nego što je dovršena dubina 1.
loa-analysis-proven = Završeno: rezultat je dokazan (čvorova: { $nodes }).
loa-analysis-spent = Završeno: budžet od { $budget } čvorova je potrošen (posjećeno čvorova: { $nodes }).
loa-analysis-finished = Završeno.
loa-analysis-waiting = Pretražuje se dubina 1; { $speed }.
loa-analysis-waiting-start = Pretražuje se dubina 1; pokretanje.
loa-solve-starting = { $method }: pokretanje…
loa-solve-solving = { $method }: rješavanje, čvorova { $nodes } od { $budget }
loa-solve-solving-speed = { $method }: rješavanje, čvorova { $nodes } od { $budget }, { $speed }
loa-solve-cancelled = Otkazano (čvorova: { $nodes }): nije riješeno.
loa-solve-finished = Završeno: { $method }, čvorova: { $nodes }.
loa-children-live = Potezi iz korijena, uživo
loa-children-cancelled = Potezi iz korijena u trenutku otkazivanja
loa-children-end = Potezi iz korijena na kraju
loa-tree-summary-best = Vrijednost { $value } s gledišta Crnoga; najbolji potez za { $color ->
        [black] Crnoga
       *[other] Bijeloga
    } je { $move }. Alfa-beta je posjetilo čvorova: { $nodes } i procijenilo listova: { $leaves }; obični minimaks posjetio bi sve čvorove ovog stabla: { $all }.
loa-tree-summary-over = Vrijednost { $value } s gledišta Crnoga; nema poteza (partija je završena). Alfa-beta je posjetilo čvorova: { $nodes } i procijenilo listova: { $leaves }; obični minimaks posjetio bi sve čvorove ovog stabla: { $all }.
loa-engine-report-none = Program ({ $side }) odigrao je { $move }: njegovo pretraživanje nije dovršilo nijednu iteraciju unutar budžeta (čvorova: { $nodes }), pa je odigrao prvi dopušteni potez.
loa-engine-report = Program ({ $side }) odigrao je { $move } nakon pretraživanja do dubine { $plies } (čvorova: { $nodes }); poziciju je procijenio ovako: { $score }.
loa-who-engine = program prije svog poteza
loa-who-to-move = strana na potezu
loa-leader-better = bolje za { $color ->
        [black] Crnoga
       *[other] Bijeloga
    }
loa-leader-level = izjednačeno
loa-wins-in = { $side } pobjeđuje za { $n ->
        [one] { $n } polupotez
        [few] { $n } polupoteza
       *[other] { $n } polupoteza
    }
loa-score-proven = { $wins } (dokazalo pretraživanje)
loa-score = { $score } za { $color ->
        [black] Crnoga
       *[other] Bijeloga
    }, { $who }: { $leader }
loa-score-static = { $score } za { $color ->
        [black] Crnoga
       *[other] Bijeloga
    }, { $who }: { $leader } (statička procjena: nijedna iteracija nije dovršena)
loa-meaning-proven = dokazalo pretraživanje: prisilna pobjeda, kakva god bila obrana
loa-meaning = procjena s gledišta { $color ->
        [black] Crnoga
       *[other] Bijeloga
    } ({ $color ->
        [black] Crni
       *[other] Bijeli
    } je na potezu): { $leader }
loa-meaning-static = procjena s gledišta { $color ->
        [black] Crnoga
       *[other] Bijeloga
    } ({ $color ->
        [black] Crni
       *[other] Bijeli
    } je na potezu): { $leader }; samo statička procjena, nijedna dubina nije dovršena
loa-numbers-own = Brojevi su { $pcolor ->
        [black] Crnoga
       *[other] Bijeloga
    } ({ $prover } je na potezu): pretraživanje pokušava dokazati da { $prover } pobjeđuje.
loa-numbers-other = Brojevi su { $pcolor ->
        [black] Crnoga
       *[other] Bijeloga
    }, protivnika: prisilna pobjeda za { $color ->
        [black] Crnoga
       *[other] Bijeloga
    } nije pronađena (njegova se obrana može osloniti na neriješeni ishod ili ponavljanje), pa pretraživanje sada pita prisiljava li { $prover } pobjedu.
loa-numbers-explain = Za svaki potez broj dokaza otprilike kaže koliko još pozicija treba pokazati dobivenima za { $pcolor ->
        [black] Crnoga
       *[other] Bijeloga
    } da bi se dokazalo da { $prover } pobjeđuje nakon tog poteza; broj pobijanja, koliko ih treba pokazati nedobivenima da bi se dokazalo da { $prover } ne pobjeđuje. 0 znači da je pitanje riješeno u tom smjeru, ∞ u suprotnom.
loa-child-wins = pobjeda za { $color ->
        [black] Crnoga
       *[other] Bijeloga
    }
loa-child-no-win = nema pobjede za { $color ->
        [black] Crnoga
       *[other] Bijeloga
    }
loa-child-loses = gubi: { $prover } pobjeđuje
loa-child-no-force = { $prover } ne može prisiliti pobjedu
loa-verdict-win-move = { $side } na potezu pobjeđuje: { $move } prisiljava pobjedu.
loa-verdict-win = { $side } na potezu pobjeđuje.
loa-verdict-loss = { $side } na potezu gubi: { $other } prisiljava pobjedu, što god { $side } odigrao.
loa-verdict-draw = Neriješeno: nijedna strana ne može prisiliti pobjedu ({ $side } je na potezu); uz najbolju igru partija traje dok se pozicija ne ponovi.
loa-verdict-no-win = { $side } na potezu ne može prisiliti pobjedu (dokazano); može li { $other }, nije riješeno unutar { $budget } čvorova.
loa-verdict-budget = Nije riješeno unutar { $budget } čvorova: budžet je potrošen prije nego što je rezultat riješen.
loa-verdict-stopped = Nije riješeno: pretraživanje je stalo nakon { $nodes } čvorova (od budžeta od { $budget }), a rezultat nije riješen.
loa-budget-empty = upiši broj čvorova, npr. 100k
loa-budget-bad = { $text } nije broj čvorova: upiši npr. 50000, 100k ili 2M
loa-budget-not-whole = { $text } nije cijeli broj čvorova
loa-budget-few = { $nodes } čvorova je premalo: budžet je najmanje { $min }
loa-budget-many = { $nodes } čvorova je previše: budžet je najviše { $max }
loa-rules-describe = igrač bez poteza { $nomoves }; potez koji spaja obje strane: { $both }; { $repetition }; { $cap }
loa-rules-repetition = { $ordinal } pojavljivanje pozicije donosi neriješeno
loa-rules-no-repetition = pozicije se smiju ponavljati
loa-rules-cap = partija je neriješena u polupotezu { $n }
loa-rules-no-cap = bez ograničenja broja polupoteza
loa-count-range = { $n } je izvan raspona: upiši { $min }–{ $max } ili off
loa-count-not-whole = { $text } nije cijeli broj: upiši { $min }–{ $max } ili off

## Lines of Action: tekstovi jezgre (mjerenje brzine i Tablica 4.2)

loa-bench-perft-naive = perft { $depth } od početne pozicije, naivni generator na polju (referentna vrijednost)
loa-bench-perft-bitboards = perft { $depth } od početne pozicije, bitboardovi
loa-bench-generic = opće iterativno produbljivanje (search::iterative), LoaEval (referentna vrijednost)
loa-bench-loa-search = alfa-beta za Lines of Action (games::loa::search)
loa-bench-unit-leaves = listova
loa-bench-unit-nodes = čvorova
loa-claim-fewer-nodes = pretraživanje brojevima dokaza posjećuje manje čvorova
loa-claim-less-time = pretraživanju brojevima dokaza treba manje vremena
loa-claim-more-solved = alfa-beta rješava više pozicija
loa-detail-nodes = na { $both } pozicija koje su riješile obje metode: { $pns } prema { $ab } (svaka iteracija)
loa-detail-nodes-seed = na { $both } pozicija koje su riješile obje metode: { $pns } prema { $ab } (svaka iteracija), { $seed } (pravilo izvornog rada)
loa-detail-time = { $pns } ms prema { $ab } ms na istim pozicijama
loa-detail-solved = { $ab } prema { $pns } od { $positions } uz budžet od { $budget } čvorova po poziciji

## Ponovljena zatvorenikova dilema: tekstovi jezgre

evolution-core-ipd-strip-title = Potezi strategije { $a } (gornji red) i strategije { $b } (donji red), plavo C i crveno D
evolution-core-ipd-scored-more = više je bodova osvojila strategija { $name }
evolution-core-ipd-even = neriješeno
evolution-core-ipd-player = { $times ->
    [one] strategija { $name } surađivala je { $times } put i osvojila ukupno { $score } ({ $mean } po potezu)
   *[other] strategija { $name } surađivala je { $times } puta i osvojila ukupno { $score } ({ $mean } po potezu)
}
evolution-core-ipd-summary = { $turns }: { $a }; { $b } — { $verdict }.
evolution-core-ipd-turns = { $n ->
    [one] { $n } potez
    [few] { $n } poteza
   *[other] { $n } poteza
}
evolution-core-ipd-ecology-chart = Ekološka simulacija: udio svake strategije, generaciju po generaciju
evolution-core-ipd-axis-generation = generacija
evolution-core-ipd-axis-population-share = udio u populaciji
evolution-core-ipd-population-chart = Igra populacije: broj jedinki svake strategije, rundu po rundu
evolution-core-ipd-axis-individuals = broj jedinki
evolution-core-ipd-first-turns = Prvi potezi: { $n } (CSV sadrži sve poteze)
evolution-core-ipd-turn = potez
evolution-core-ipd-plays = potez: { $name }
evolution-core-ipd-earns = dobitak: { $name }
evolution-core-ipd-in-all = { $name } ukupno
evolution-core-ipd-turn-by-turn = Potez po potez
evolution-core-ipd-download-moves = Preuzmi poteze (CSV)
evolution-core-ipd-t-status = { $players }, { $repetitions }, { $turns }: odigrano za { $ms } ms (u radnim nitima).
evolution-core-ipd-players = { $n ->
    [one] { $n } igrač
    [few] { $n } igrača
   *[other] { $n } igrača
}
evolution-core-ipd-repetitions = { $n ->
    [one] { $n } ponavljanje
    [few] { $n } ponavljanja
   *[other] { $n } ponavljanja
}
evolution-core-ipd-rank = mjesto
evolution-core-ipd-strategy = strategija
evolution-core-ipd-median = medijan rezultata po potezu
evolution-core-ipd-wins = pobjede
evolution-core-ipd-ranking-caption = Poredak po medijanu (preko ponavljanja) prosječne isplate po potezu
evolution-core-ipd-heat-caption = Prosječna isplata po potezu strategije iz retka protiv strategije iz stupca:
evolution-core-ipd-heat-corner = redak \ stupac
evolution-core-ipd-download-scores = Preuzmi rezultate (CSV)
evolution-core-ipd-download-matrix = Preuzmi matricu isplata (CSV)
evolution-core-ipd-race-live = { $games ->
    [one] { $games } igra, pobjede A: { $wins }.
    [few] { $games } igre, pobjede A: { $wins }.
   *[other] { $games } igara, pobjede A: { $wins }.
}
evolution-core-ipd-better = Strategija { $a } bolja je od strategije { $b }
evolution-core-ipd-undecided = Neodlučeno unutar ograničenja broja igara
evolution-core-ipd-race-after = { $games ->
    [one] — nakon { $games } igre (pobjede A: { $percent }%): { $reason }.
    [few] — nakon { $games } igre (pobjede A: { $percent }%): { $reason }.
   *[other] — nakon { $games } igara (pobjede A: { $percent }%): { $reason }.
}
evolution-core-ipd-race-cap = utrka na ovoj stranici igra najviše { $max } igara
evolution-core-ipd-after-round = Nakon runde { $round }: { $counts }.

## Igre u normalnom obliku i nesavršene informacije: tekst jezgre

imperfect-kuhn-family = Strategija igrača 1 je član α = { $alpha } Kuhnove obitelji ravnotežnih strategija za poker: s dečkom (J) ulaže s vjerojatnošću α ∈ [0, 1/3], s kraljem (K) s 3α, s damom (Q) nikad, a ulog s damom (Q) prati s vjerojatnošću α + 1/3. Ravnotežna strategija igrača 2 je jedinstvena.
imperfect-compared-at = { $action } u skupu { $set }
imperfect-preset-beer-quiche = Pivo ili quiche (signalizacijska igra)
imperfect-preset-pennies = Podudaranje novčića kao stablo
imperfect-preset-entry = Ulazak na tržište s neobaviještenim pridošlicom
imperfect-preset-driver = Rastreseni vozač (bez savršenog pamćenja)
imperfect-legend-kuhn = Informacijski skup imenuje se po onome što je njegov igrač vidio: njegova karta (J, Q ili K), zatim dosadašnji potezi, c za čekanje ili praćenje i r za ulog ili povišenje. „J cr”: igrač drži dečka, nakon čekanja pa uloga.
imperfect-legend-leduc = Informacijski skup imenuje se po onome što je njegov igrač vidio: njegova karta (Js je pikov dečko … Kh je hercov kralj), potezi prvog kruga (c čekanje ili praćenje, r ulog ili povišenje), zatim nakon „|” zajednička karta i potezi drugog kruga. „Jh cc | Qs r”: igrač drži hercova dečka, oba su čekala, okrenuta je pikova dama, pa ulog.

## Četiri u nizu: tekst jezgre

c4-status-wins = Pobjeđuju { $side }
c4-status-you-win = Tvoja pobjeda ({ $side })
c4-status-solver-wins = Pobjeđuje rješavač ({ $side })
c4-status-four = { $who }: četiri u nizu, pobjedničkim žetonom br. { $stone } od { $moves } odigranih u partiji.
c4-status-draw = Neriješeno: ploča je puna.
c4-status-to-move = Na potezu: { $side }.
c4-status-your-move = Tvoj potez ({ $side }): odaberi stupac.
c4-status-thinking = Rješavač ({ $side }) razmišlja…
c4-engine-proven = najbolji stupac, dokazano
c4-engine-not-proven = nije dokazano da je najbolji: proračun od { $budget } čvorova je potrošen, a ovaj je stupac imao najbolju granicu
c4-engine-played = Rješavač je odigrao stupac { $column } ({ $how }): { $score } Broj pretraženih čvorova: { $nodes }.
c4-score-full = pun
c4-score-words-full = stupac je pun.
c4-score-words-draw = uz najbolju igru obiju strana partija završava neriješeno.
c4-score-words-win = pobjeđuje najkasnije svojim žetonom br. { $stone } (još { $more ->
        [one] { $more } vlastiti žeton
        [few] { $more } vlastita žetona
       *[other] { $more } vlastitih žetona
    }).
c4-score-words-loss = gubi, najkasnije protivnikovim žetonom br. { $stone } ako protivnik igra savršeno.
c4-score-words-between = ocjena mu je između { $min } i { $max } (nije dokazana unutar proračuna).
c4-ab-words = α-β do dubine od { $plies } polupoteza, od sredine: završena partija vrijedi Ponsovu ocjenu iz perspektive igrača koji počinje (pozitivnu kad pobjeđuju { $red }, to veću što je pobjeda brža), a pozicija na horizontu vrijedi 0 — nepoznato. MAX (▲) su { $red }, MIN (▼) su { $yellow }.
c4-bench-agrees = svaka se ocjena slaže s Ponsovim rješavačem
c4-bench-mismatch = NESLAGANJE kod { $moves }: naša ocjena { $ours }, Ponsova { $his }
c4-bench-report = { $positions ->
        [one] { $positions } pozicija
        [few] { $positions } pozicije
       *[other] { $positions } pozicija
    } za { $millis } ms ({ $per-second } pozicija/s, { $million } mil. čvorova/s, ukupno čvorova: { $nodes }); { $check }.
c4-engine-mcts = { $variant } ({ $iterations ->
        [one] { $iterations } iteracija
        [few] { $iterations } iteracije
       *[other] { $iterations } iteracija
    } po potezu)
c4-engine-alpha-beta = α-β ({ $nodes ->
        [one] { $nodes } čvor
        [few] { $nodes } čvora
       *[other] { $nodes } čvorova
    } po potezu)
c4-race-calibrating = Mjerenje vremena obaju motora na { $positions } pozicija radi jednakog vremena: izmjereno { $done }…
c4-race-ms = { $ms } ms
c4-race-tally = A: pobjede { $wins }, neriješeno { $draws }, porazi { $losses }; vrijeme po potezu: A { $a }, B { $b }
c4-race-b = (B: { $b })

## Monte Carlo pretraživanje stabla igre, korak po korak: tekst jezgre

mcts-formula-uct = UCT bira dijete s najvećom vrijednošću Q + { $c }·√(ln N / n); najprije neisprobani potez.
mcts-formula-puct = PUCT bira dijete s najvećom vrijednošću Q + { $c }·P·√N / (1 + n); neisprobani potez ima Q = 0.
mcts-formula-solver = MCTS-Solver bira kao UCT (Q + { $c }·√(ln N / n)), izostavljajući ono što je dokazano.
mcts-chosen-untried = { $action } (neisprobano)
mcts-chosen = { $action } ({ $total } = Q { $mean } + { $exploration })
mcts-selection-root = Selekcija: već korijen ima neisprobani potez, pa se prolaz tu zaustavlja.
mcts-selection-step = { $player }: { $chosen }
mcts-selection-then = { $walk }, zatim { $step }
mcts-selection-ends-finished = Selekcija: od korijena { $walk }; prolaz završava u završenoj partiji koja je već u stablu.
mcts-selection-ends-untried = Selekcija: od korijena { $walk }; prolaz završava u čvoru s neisprobanim potezom.
mcts-expansion = Ekspanzija: potez { $action } dodaje novi čvor u stablo.
mcts-expansion-finished = Ekspanzija: potez { $action } dodaje novi čvor u stablo (završenu partiju).
mcts-expansion-nothing = Ekspanzija: nema se što dodati, partija je u ovom čvoru završena.
mcts-value-for = { $value } iz perspektive: { $first }
mcts-value-for-both = { $value } iz perspektive: { $first } ({ $opposite } iz perspektive: { $second })
mcts-value-draw = 0 (neriješeno)
mcts-simulation-finished = Simulacija: u novom je čvoru partija završena; njezin je rezultat { $result }.
mcts-simulation-prior = Simulacija: umjesto nasumičnog odigravanja uzima se apriorna vrijednost: { $result }.
mcts-simulation-playout = Simulacija: nasumično odigravanje od { $n ->
        [one] { $n } poteza
       *[other] { $n } poteza
    } ({ $moves }) završava vrijednošću { $result }.
mcts-backpropagation-nothing = Propagacija unatrag: nema čvora za ažuriranje.
mcts-proven-win-for = pobjeda: { $player }
mcts-proven-draw = neriješeno
mcts-proof-root = korijen je dokazan — { $what }
mcts-proof-node = čvor { $node } je dokazan — { $what }
mcts-backpropagation = Propagacija unatrag: vrijednost { $result } dodaje se svim čvorovima puta ({ $nodes }), od lista do korijena; korijen sada ima { $visits ->
        [one] { $visits } posjet
       *[other] { $visits } posjeta
    } i srednju vrijednost { $mean } (iz perspektive: { $first }).
mcts-backpropagation-solver = MCTS-Solver: { $proofs }.
mcts-table-root = U korijenu bira: { $player }
mcts-table-then = Zatim bira: { $player } (nakon { $moves })
mcts-status-finished = { $n ->
        [one] { $n } iteracija
        [few] { $n } iteracije
       *[other] { $n } iteracija
    }, { $nodes ->
        [one] { $nodes } čvor
        [few] { $nodes } čvora
       *[other] { $nodes } čvorova
    }: pretraživanje je završeno.
mcts-status-next-selection = { $n ->
        [one] { $n } iteracija
        [few] { $n } iteracije
       *[other] { $n } iteracija
    }, { $nodes ->
        [one] { $nodes } čvor
        [few] { $nodes } čvora
       *[other] { $nodes } čvorova
    }. Dalje: selekcija nove iteracije.
mcts-status-under-way = Dovršene iteracije: { $n }, čvorovi: { $nodes }; u tijeku je iteracija br. { $next }. Dalje: { $phase }.
mcts-fold-label = +{ $hidden } više, { $percent } % posjeta
mcts-fold-share = { $percent } % posjeta
mcts-fold-describe = { $label } (isprobano: { $tried }, posjeta: { $visits })
mcts-node-root = korijen
mcts-node-visits = { $name }: { $n ->
        [one] { $n } posjet
       *[other] { $n } posjeta
    }
mcts-node-value = , vrijednost { $value } za igrača { $n }
mcts-node-proven-win = , dokazana pobjeda igrača { $n }
mcts-node-proven-draw = , dokazano neriješeno (iz perspektive igrača { $n })
mcts-node-proven-loss = , dokazan poraz igrača { $n }
mcts-node-to-move = ; na potezu je igrač { $n }
mcts-node-game-over = ; kraj partije
mcts-node-pv = ; glavna varijanta
mcts-node-active = ; na putu ove iteracije
mcts-node-below = ; zatvoren, ispod { $n ->
        [one] { $n } čvor
        [few] { $n } čvora
       *[other] { $n } čvorova
    }
mcts-picture-summary = { $variant } nakon { $iterations ->
        [one] { $iterations } iteracije
       *[other] { $iterations } iteracija
    }: nacrtano { $drawn } od { $nodes } čvorova stabla, glavna varijanta podebljana.

## Učionica: tekstovi jezgre (grafikon kroz runde)

class-history-round = runda
class-history-nash = Nash
class-history-beauty = Prosječna procjena razreda i njezin cilj, rundu po rundu, uz Nashovu ravnotežu
class-history-guess = procjena
class-history-mean-guess = prosječna procjena
class-history-target = cilj
class-history-ultimatum = Prosječna ponuda i prosječna najmanja prihvaćena ponuda, rundu po rundu
class-history-units-of-pie = jedinice kolača
class-history-mean-offer = prosječna ponuda
class-history-mean-accept-min = prosječna najmanja prihvaćena ponuda
class-history-spe-offer = ponuda savršene ravnoteže podigara
class-history-dictator = Koliko su diktatori u prosjeku dali, rundu po rundu
class-history-units-given = dane jedinice
class-history-mean-gift = prosječan dar
class-history-nash-zero = Nash: 0
class-history-trust = Povjerenje rundu po rundu: prosječni poslani udio i prosječni vraćeni dio
class-history-share = udio
class-history-share-sent = poslani udio
class-history-fraction-returned = vraćeni dio
class-history-spe-zero = savršena ravnoteža podigara: 0
class-history-break-even = povrat uz koji ulagač ostaje na nuli
class-history-public-goods = Prosječni ulog u lonac, rundu po rundu
class-history-contribution = ulog
class-history-mean-contribution = prosječni ulog
class-history-nash-dominant = Nash (dominantna strategija)
class-history-social-optimum = društveni optimum
class-history-pd = Stopa suradnje, rundu po rundu
class-history-share-cooperating = udio onih koji surađuju
class-history-cooperation-rate = stopa suradnje
class-history-stag-hunt = Udio onih koji love jelena, rundu po rundu
class-history-share-stag = udio onih koji love jelena
class-history-mixed-equilibrium = mješovita ravnoteža
class-history-market-entry = Ulasci, rundu po rundu, uz kapacitet tržišta i očekivani broj ulazaka u ravnoteži
class-history-entrants = ulasci
class-history-capacity = kapacitet: { $c }
class-history-expected-entrants = očekivano u ravnoteži
class-history-auction = Prosječna ponuda kao udio vrijednosti, rundu po rundu
class-history-bid-value = ponuda ÷ vrijednost
class-history-mean-bid-value = prosječna ponuda ÷ vrijednost
class-history-equilibrium = ravnoteža
class-history-cournot = Prosječna proizvedena količina, rundu po rundu
class-history-quantity = količina
class-history-mean-quantity = prosječna količina
class-history-collusion = dogovor
class-history-competition = savršena konkurencija
class-history-rps = Udjeli kamena, papira i škara, rundu po rundu
class-history-share-of-class = udio razreda
class-history-rock = kamen
class-history-paper = papir
class-history-scissors = škare
class-history-equilibrium-each = ravnoteža: po { $share }
class-history-equilibrium-action = ravnoteža, { $action }: { $share }

## Optimizacija strategija: grafikoni jezgre

evolve-core-line-continue = P(nastavka | ruka { $hand })
evolve-core-history-chart = Prihvaćena strategija tijekom izvođenja
evolve-core-axis-mutation = mutacija
evolve-core-box-plot-label = udio pobjeda po optimizatoru


## Igre u normalnom obliku: tekst jezgre (uvoz)

games-import-too-large = igra je { $rows }×{ $cols }; stranica prima najviše { $limit }×{ $limit } strategija po igraču

## Imenovane praznine: tekst jezgre (stabla igre, pokerski stol, fazni portret, strategije zatvorenikove dileme)

trees-preset-sharing = Igra podjele
trees-preset-seed-fig-3-2 = Zadro (2015), sl. 3.2
trees-preset-uncertain-demand = Ulazak na tržište uz neizvjesnu potražnju (slučaj)
evolution-core-portrait-replicator = Fazni portret: dinamika replikatora
evolution-core-portrait-best-response = Fazni portret: dinamika najboljeg odgovora
evolution-core-portrait-logit = Fazni portret: logit dinamika
evolution-core-portrait-fictitious = Fazni portret: fiktivna igra
evolution-core-portrait-stochastic-fictitious = Fazni portret: stohastička fiktivna igra
evolution-core-rows-share = retci: udio strategije { $strategy } →
evolution-core-columns-share = stupci: udio strategije { $strategy } →
evolution-core-mark = { $kind }, { $stability } (linearizacija)
evolution-core-mark-ess = ESS
evolution-core-mark-nash = Nashova ravnoteža, nije ESS
evolution-core-mark-not-nash = nije Nashova ravnoteža
evolution-core-rest-mark = stacionarna točka { $n }: { $words }
evolution-core-rest-mark-continuum = stacionarna točka { $n }: { $words } — jedna točka kontinuuma
imperfect-log-dealt = Dobivaš kartu { $card }.
imperfect-log-opponent-dealt = Protivnik dobiva kartu.
imperfect-log-public = Zajednička karta je { $card }.
imperfect-log-mine = { $action ->
    [check] Čekaš.
    [bet] Ulažeš.
    [call] Pratiš.
    [fold] Odustaješ.
    [raise] Povisuješ.
   *[other] Biraš: { $action }.
}
imperfect-log-theirs = { $action ->
    [check] Protivnik čeka.
    [bet] Protivnik ulaže.
    [call] Protivnik prati.
    [fold] Protivnik odustaje.
    [raise] Protivnik povisuje.
   *[other] Protivnik bira: { $action }.
}
imperfect-log-showdown = Otkrivanje karata: protivnik pokazuje { $card }.
imperfect-log-win = Dobivaš { $amount }.
imperfect-log-lose = Gubiš { $amount }.
imperfect-log-split = Ulog se dijeli.
imperfect-action-check = čekaj
imperfect-action-bet = uloži
imperfect-action-call = prati
imperfect-action-fold = odustani
imperfect-action-raise = povisi
evolution-core-ipd-name-cooperator = Suradnik
evolution-core-ipd-name-defector = Izdajica
evolution-core-ipd-name-tit-for-tat = Milo za drago
evolution-core-ipd-name-suspicious-tit-for-tat = Sumnjičavo milo za drago
evolution-core-ipd-name-tit-for-2-tats = Milo za dva draga
evolution-core-ipd-name-two-tits-for-tat = Dva mila za drago
evolution-core-ipd-name-hard-tit-for-tat = Strogo milo za drago
evolution-core-ipd-name-forgiving-tit-for-tat = Praštajuće milo za drago
evolution-core-ipd-name-gtft = GTFT
evolution-core-ipd-name-bully = Nasilnik
evolution-core-ipd-name-grudger = Zlopamtilo
evolution-core-ipd-name-win-stay-lose-shift = Dobitak: ostani, gubitak: promijeni
evolution-core-ipd-name-alternator = Izmjenjivač
evolution-core-ipd-name-cycler-ccd = Ciklus CCD
evolution-core-ipd-name-random = Nasumični
evolution-core-ipd-name-prober = Ispitivač
evolution-core-ipd-name-handshake = Rukovanje
evolution-core-ipd-name-gradual = Postupni
evolution-core-ipd-name-soft-go-by-majority = Blago za većinom
evolution-core-ipd-name-adaptive = Prilagodljivi
evolution-core-ipd-name-grumpy = Mrzovoljko
evolution-core-ipd-name-backstabber = Nož u leđa
evolution-core-ipd-name-first-by-davis = Davis (1. turnir)
evolution-core-ipd-name-first-by-joss = Joss (1. turnir)
evolution-core-ipd-name-first-by-feld = Feld (1. turnir)
evolution-core-ipd-name-first-by-stein-and-rapoport = Stein i Rapoport (1. turnir)
evolution-core-ipd-name-first-by-tideman-and-chieruzzi = Tideman i Chieruzzi (1. turnir)
evolution-core-ipd-name-second-by-tester = Tester (2. turnir)
evolution-core-ipd-name-calculator = Kalkulator

## Utrke: tekstovi jezgre
racing-bad-view-detail = view={ $view } nije jedno od: live, curves, calc
race-rules-title = Rat: fd1-loses-cap10000-draw; Rrrats!: četiri zastavice 0/1
race-words-live = { $games ->
    [one] { $games } partija
    [few] { $games } partije
   *[other] { $games } partija
}, A je dobio { $wins } ({ $percent }%)
race-words-bounds = ; granice za μ: [{ $lb }; { $ub }]
race-words-better = { $better } je bolji od { $worse }
race-words-undecided = neodlučeno unutar ograničenja broja partija
race-words-detail = — nakon { $games ->
    [one] { $games } partije
    [few] { $games } partije
   *[other] { $games } partija
} (A je dobio { $percent }%): { $reason }
race-words-chart-title = Udio pobjeda igrača A i granice utrke
race-words-chart-games = partije
race-words-chart-mean = srednja vrijednost
race-words-chart-lower = donja granica
race-words-chart-upper = gornja granica
race-chart-title = Tekuća srednja vrijednost i pojas pouzdanosti
race-chart-x = partije (logaritamska skala)
race-chart-y = P[pobjeđuje igrač 1]
race-chart-mean = { $race } X̄
race-chart-band = { $race } LB/UB
race-chart-stops = { $race } staje ({ $why })
race-chart-stop-crossed = prijelaz
race-chart-stop-precision = preciznost
race-chart-stop-horizon = horizont
race-chart-stop-cap = ograničenje
race-curve-zeros = { $series }: 0 (prikazana gornja granica)
race-curve-theory = { $race } teorija F
race-curve-exact = { $race } egzaktno
race-curve-mc = { $race } Monte Carlo
race-curve-alpha-title = Vjerojatnost pogreške α(μ)
race-curve-alpha-log-title = Vjerojatnost pogreške α(μ), logaritamska skala
race-curve-games-title = Prosječan broj partija
race-curve-games-axis = partije
race-sigma-square-title = n_max u ovisnosti o standardnoj devijaciji σ (Bernstein, testovi u t = n²: sl. 2.2)
race-sigma-game-title = n_max u ovisnosti o standardnoj devijaciji σ (Bernstein, jedan test po partiji: sl. 2.1)
race-sigma-y = n_max (testovi)
race-fig27-reading = Rad (sl. 2.7): uz δ = 3,02·10⁻¹¹ ILEBR* ima istu snagu kao LEBR uz δ = 0,05 i znatno je brži. Ovdje (Monte Carlo, { $runs ->
    [one] { $runs } ponavljanje
   *[other] { $runs } ponavljanja
} po μ): 95-postotni intervali obiju vjerojatnosti pogreške preklapaju se za { $overlap } od { $points } vrijednosti μ ({ $power }), a u cijelom rasponu ILEBR* igra prosječno { $star } partija prema { $lebr } partija za LEBR ({ $ratio }×: { $speed }).
race-fig27-same-power = ista snaga unutar šuma: vrijedi
race-fig27-power-differs = ne posvuda: snaga se razlikuje
race-fig27-faster = brži, vrijedi
race-fig27-not-faster = nije brži, ne vrijedi
race-alpha2-series = α₂ (jedn. 2.12)
race-alpha2-by-mu = α₂ u ovisnosti o μ (ε = { $eps }, δ = { $delta })
race-alpha2-by-delta = α₂ u ovisnosti o δ (μ = 0,5, ε = { $eps })
race-alpha2-by-eps = α₂ u ovisnosti o ε (μ = 0,5, δ = { $delta })
race-alpha2-claim-largest = α₂ je najveći pri μ = 0,5
race-alpha2-claim-grows = α₂ raste s δ
race-alpha2-largest = najveći α₂ na mreži iznosi { $alpha } pri μ = { $mu }
race-alpha2-grows-never-falling = od { $from } pri δ = { $from-delta } do { $to } pri δ = { $to-delta }, nigdje ne pada
race-alpha2-grows-not-monotonic = od { $from } pri δ = { $from-delta } do { $to } pri δ = { $to-delta }, nemonotono
race-alpha2-no-points = nema točaka
race-horizon-2-1 = ILEBR: testovi (jedan po partiji), Hoeffding uz δ/n
race-horizon-2-2 = Bernstein uz σ̄ = 1/2, jedan test po partiji
race-horizon-2-3 = ILEBR 2 / ILEBR*: testovi u t = n²
race-horizon-2-4 = Bernstein u t = n², očitan s /(2n²)
race-horizon-n-min = ILEBR* 2: prvi test koji može nešto odlučiti, √(6·ln(3N/δ))
race-horizon-2-5 = ILEBR* 2: testovi u t = (n + o)²
race-horizon-lebr = LEBR: zaustavljanje zbog preciznosti nastupa najkasnije u ovoj partiji, bez obzira na ishode
race-calibration-delta-above-one = uz ε = { $eps } nijedna razina pouzdanosti ne skraćuje Hoeffdingov horizont na { $tests ->
    [one] { $tests } test
    [few] { $tests } testa
   *[other] { $tests } testova
} (trebalo bi δ = { $delta } ≥ 1); povećaj ε barem na { $least }
race-calibration-delta-underflow = uz ε = { $eps } za { $tests ->
    [one] { $tests } test
    [few] { $tests } testa
   *[other] { $tests } testova
} treba δ = e^{ $exponent }, ispod najmanje prikazive vjerojatnosti; smanji ε
race-bench-summary = Mjerenje brzine u ovom pregledniku (u radnoj niti)
race-bench-run = Pokreni mjerenje
race-bench-explain = Mjeri vrijeme egzaktne krivulje α(μ) za ILEBR* u 101 vrijednosti μ te 200 utrka ILEBR* 2 pri μ = 0,5 simuliranih partiju po partiju i s jednim binomnim izvlačenjem po testu.
race-bench-measurement = mjerenje
race-bench-work = posao
race-bench-per-second = u sekundi
race-bench-exact = egzaktni α(μ) za ILEBR*, 101 vrijednost μ
race-bench-game-by-game = ILEBR* 2 pri μ = 0,5, partiju po partiju
race-bench-binomial = ILEBR* 2 pri μ = 0,5, binomni skokovi
race-bench-unit-mu = vrijednosti μ
race-bench-unit-games = partije
race-calc-col-equation = jednadžba
race-calc-col-what = što određuje
race-calc-col-root = korijen
race-calc-eps-too-small = ε ispod 0,001 daje horizonte od milijardi partija; ovdje odaberi ε ≥ 0,001
race-calc-worker-note = μ bliže od { $gap } vrijednosti 0,5 traži tisuće testova (sekunde rada): računa se u radnoj niti.
race-calc-worker-run = Kalibriraj u radnoj niti
race-calc-horizons = Horizonti
race-calc-horizons-explain = n_max je broj testova nakon kojeg je čak i najširi interval (Hoeffdingov ili Bernsteinov uz σ̄ = 1/2) unutar ε; t_max = n_max² za kvadratne rasporede; n_min je prvi test u kojem granica uopće može prijeći 0,5 (kad jedan igrač uvijek pobjeđuje).
race-calc-calibrate-title = Kalibracija δ za ciljnu pogrešku pri μ (Jakóbczyk 2023, jedn. 2.19)
race-calc-target-alpha = ciljni α
race-calc-sigma-title = n_max u ovisnosti o σ (Jakóbczyk 2023, sl. 2.1 i 2.2)
race-calc-alpha2-title = α₂ u ovisnosti o μ, δ i ε (Jakóbczyk 2023, sl. 2.3)
race-calc-alpha2-explain = α₂ (jedn. 2.12) dio je vjerojatnosti pogreške ILEBR* koji potječe od testa s pogrešne strane 0,5: 1 − Π P[Bin(k², m) > k²/2 − sqrt(ln(3N/δ)·k²/2) − 3·ln(3N/δ)] po njegovih N testova, m = max(μ, 1 − μ). Rad sa svoje slike očitava da je α₂ najveći pri μ = 0,5 i da raste s δ — zato pri ograničavanju pogreške zamjenjuje δ s 1 unutar logaritma (jedn. 2.13). Računa se u radnoj niti za gornje ε i δ.
race-calc-alpha2-run = Nacrtaj sl. 2.3
race-calc-alpha2-needs = Potrebni su ispravni ε ≥ { $eps } i δ.
race-calc-reading = Rad: { $claim }. Ovdje: { $verdict } — { $detail }.
race-calc-holds = vrijedi
race-calc-does-not-hold = ne vrijedi
race-calc-alpha2-stale = Nacrtano za druge ε ili δ: nacrtaj ponovno.
race-calc-sigma-reading = Jedan test po partiji: n_max = { $game-zero } testova pri σ = 0, { $game-half } pri σ = 1/2. Testovi u t = n²: { $square-zero } testova ({ $square-zero-games } partija) pri σ = 0, { $square-half } ({ $square-half-games } partija) pri σ = 1/2 — jedn. (2.4). Tvrdnja rada da utrka na Bernsteinovoj granici staje ranije kad jedna strategija jasno dominira (malen σ): { $verdict }.
race-calc-sigma-holds = vrijedi za oba rasporeda
race-calc-sigma-does-not-hold = ovdje ne vrijedi
race-calc-n = N = { $tests ->
    [one] { $tests } test
    [few] { $tests } testa
   *[other] { $tests } testova
} (t_max = { $games } partija)
race-calc-n-delta = { $n }, δ = { $delta }
race-calc-n-no-delta = { $n }, ali nema δ: { $why }
race-curves-algorithms = Algoritmi
race-curves-mc-only = { $race } (samo Monte Carlo)
race-curves-methods = Metode
race-curves-theory = teorija F_μ(N) (Jakóbczyk 2023, jedn. 2.14–2.18)
race-curves-exact = egzaktno (dinamičko programiranje)
race-curves-mc = Monte Carlo ({ $workers ->
    [one] { $workers } radna nit
    [few] { $workers } radne niti
   *[other] { $workers } radnih niti
})
race-curves-mc-precision = Monte Carlo sa zaustavljanjem zbog preciznosti
race-curves-from = μ od
race-curves-to = μ do
race-curves-points = točke
race-curves-runs = ponavljanja po μ (Monte Carlo)
race-curves-own-deltas = utrke s vlastitim δ (utrka=δ, …)
race-curves-own-deltas-example = npr. ilebr-star=3.02101484e-11
race-curves-presets = Gotove postavke:
race-curves-preset-fig25 = Jakóbczykova sl. 2.5: obitelj ILEBR
race-curves-preset-fig24 = Jakóbczykova sl. 2.4: kalibrirani δ
race-curves-preset-fig27 = Jakóbczykova sl. 2.7: LEBR protiv ILEBR* iste snage
race-curves-preset-races = Utrke naspram LEBR
race-curves-compute = Izračunaj
race-curves-computing = računanje… { $percent }%
race-curves-cancel = Odustani
race-curves-cancelled = otkazano
race-curves-failed = neuspjeh: { $reasons }
race-curves-done = gotovo ({ $ms } ms od početka)
race-curves-export-csv = Izvezi CSV
race-curves-export-svg = Izvezi SVG
race-curves-explain-methods = Teorija je Jakóbczykov (2023) F_μ(N): množi vjerojatnosti prolaska svakog testa kao da su testovi nezavisni — to je aproksimacija. Egzaktna krivulja prenosi cijelu razdiobu broja pobjeda igrača 1 od testa do testa i uklanja masu koja staje, pa je to prava vjerojatnost pogreške utrke bez zaustavljanja zbog preciznosti (jedinog zaustavljanja koje ovisi o putu, a ne samo o trenutnom broju pobjeda). Monte Carlo izvodi samu utrku (sa zaustavljanjem zbog preciznosti ili bez njega) i prikazuje 95-postotne intervale.
race-curves-explain-zeros = Monte Carlo procjena 0 (nijedna pogrešna odluka ni u jednom ponavljanju) nema mjesta na logaritamskoj skali: crta se kao šuplji romb na donjem rubu grafa, a iznad nje samo gornja granica 95-postotnog intervala kao kvačica okrenuta prema dolje („0 (prikazana gornja granica)” u legendi); izvoz CSV zadržava procjenu 0.
race-curves-explain-cap = Monte Carlo ponavljanja staju nakon 1 000 000 partija; klasična utrka koja tada još nije odlučila ne računa se ni kao točna ni kao pogrešna.
race-curves-explain-alpha = α(μ) je vjerojatnost da se imenuje lošiji igrač. Blizu μ = 0,5 približava se 1/2: kad su igrači gotovo jednaki, utrka ih ne može razlikovati unutar svojeg horizonta.

## Čitanje datoteka i zapisa pozicija: tekst jezgre (.nfg, .efg, Linije akcije)

parse-error-at = redak { $line }, stupac { $column }: { $reason }
parse-unterminated-string = nezatvoren niz znakova (nedostaju zatvorni navodnici)
parse-unexpected-end = neočekivan kraj datoteke, očekivano: { $what }
parse-expected = očekivano: { $what }
parse-expected-string = očekivano: { $what } (niz znakova u navodnicima)
parse-what-token = { $token }
parse-what-title = naslov
parse-what-r-or-d = 'R' ili 'D'
nfg-what-version = verzija 1
nfg-what-before-players = '{ $brace }' prije imena igrača
nfg-what-after-players = '{ $brace }' nakon imena igrača
nfg-what-before-strategies = '{ $brace }' prije strategija
nfg-what-before-names = '{ $brace }' prije imena strategija igrača
nfg-what-after-names = '{ $brace }' nakon imena strategija
nfg-what-count = broj strategija
nfg-what-after-strategies = '{ $brace }' nakon strategija ({ $players ->
        [one] { $players } igrač
       *[other] { $players } igrača
    })
nfg-what-number = broj
nfg-what-after-payoffs = '{ $brace }' nakon { $players ->
        [one] { $players } isplate
        [few] { $players } isplate
       *[other] { $players } isplata
    } ishoda
nfg-what-after-outcomes = '{ $brace }' nakon ishoda
nfg-what-outcome-index = redni broj ishoda
nfg-not-a-count = '{ $word }' nije prirodan broj
nfg-only-two-players = ovdje su podržane samo igre dvaju igrača, a broj igrača je { $players } (rješavači za n igrača čitaju bilo koji broj igrača)
nfg-players-range = podržane su igre od 2 do { $max } igrača, a broj igrača je { $players }
nfg-no-strategy = svaki igrač treba barem jednu strategiju
nfg-too-many-strategies = broj strategija { $n }: podržano je najviše { $max } po igraču
nfg-game-too-many-strategies = igra { $sizes }: podržano je najviše { $max } strategija po igraču
nfg-too-many-cells = igra { $sizes } ima previše polja: podržano je najviše { $max }
nfg-outcome-indices-missing = očekivano rednih brojeva ishoda: { $cells }, pronađeno: { $found }
nfg-no-such-outcome = ishod { $index } ne postoji (broj ishoda: { $outcomes })
nfg-payoffs-missing = očekivano isplata: { $expected }, pronađeno: { $found }
nfg-text-after-payoffs = neočekivan tekst nakon isplata
efg-not-efg = datoteka .efg počinje s 'EFG'
efg-what-version = verzija formata 2
efg-unsupported-version = nepodržana verzija formata '{ $word }'
efg-expected-r-or-d = očekivano 'R' (racionalni) ili 'D' (decimalni)
efg-what-player-list = '{ $brace }' na početku popisa igrača
efg-what-player-name = ime igrača
efg-what-player-name-or-close = ime igrača ili '{ $brace }'
efg-only-two-players = podržane su samo igre dvaju igrača, a broj igrača je { $players }
efg-no-nodes = datoteka nema čvorova
efg-text-after-tree = neočekivan tekst nakon posljednjeg čvora stabla
efg-what-node = čvor ('p', 'c' ili 't')
efg-what-node-name = ime čvora
efg-what-player-number = redni broj igrača
efg-no-such-player = igrač '{ $word }' ne postoji: igrači su numerirani od 1 do { $players }
efg-what-infoset = broj informacijskog skupa
efg-not-an-infoset = '{ $word }' nije broj informacijskog skupa (1, 2, …)
efg-infoset-used = informacijski skup { $set } igrača { $player } već je upotrijebljen u retku { $line }: nepotpuna informacija nije podržana
efg-infoset-without-actions = informacijski skup { $set } ovdje se prvi put pojavljuje bez svojih akcija
efg-expected-node-type = očekivana vrsta čvora 'p', 'c' ili 't', pronađeno '{ $kind }'
efg-what-action-list = '{ $brace }' na početku popisa akcija
efg-what-action-or-close = ime akcije ili '{ $brace }'
efg-what-probability = vjerojatnost akcije
efg-no-actions = potez treba barem jednu akciju
efg-what-outcome-number = broj ishoda
efg-not-an-outcome = '{ $word }' nije broj ishoda
efg-outcome-zero-payoffs = ishod 0 znači da nema ishoda i ne može imati isplate
efg-outcome-payoffs-differ = ishod { $outcome } već je prije dobio druge isplate; ishod ima jedan skup isplata
efg-outcome-payoff-count = ishod treba { $players ->
        [one] { $players } isplatu
        [few] { $players } isplate
       *[other] { $players } isplata
    } (po jednu za svakog igrača), pronađeno: { $found }
efg-outcome-without-payoffs = ishod { $outcome } upotrijebljen je prije nego što su zadane njegove isplate
efg-what-payoffs = '{ $brace }' na početku isplata
efg-what-payoff-or-close = isplata ili '{ $brace }'
loa-pos-rank-too-long = red { $rank } ima više od 8 polja
loa-pos-not-a-square = { $char } nije polje: upiši b (crna), w (bijela) ili znamenku 1-8 za prazna polja
loa-pos-rank-squares = red { $rank } ima { $squares ->
        [one] { $squares } polje
       *[other] { $squares } polja
    }, a ne 8
loa-pos-expected-slash = očekivan '/' prije reda { $rank } (8 redova, od 8 do 1)
loa-pos-too-many-ranks = više od 8 redova
loa-pos-expected-side = očekivani razmak i strana na potezu (b ili w)
loa-pos-not-a-side = { $char } nije strana na potezu: upiši b ili w
loa-pos-side-missing = nedostaje strana na potezu (b ili w)
loa-pos-text-after-side = neočekivan tekst nakon strane na potezu
loa-pos-no-pieces = { $side ->
        [black] Crni nemaju
       *[other] Bijeli nemaju
    } nijednu figuru
loa-pos-too-many-pieces = { $side ->
        [black] Crni imaju
       *[other] Bijeli imaju
    } { $n } { $n ->
        [one] figuru
        [few] figure
       *[other] figura
    }; strana može imati najviše { $max }
loa-record-single-move = samo posljednji redak zapisa partije smije sadržavati jedan potez
loa-record-expected-number = očekivan redni broj poteza { $number }.
loa-record-line = redak sadrži redni broj poteza i jedan ili dva poteza
loa-suite-fields = očekivano 6 polja odvojenih znakom ';', pronađeno: { $found }
loa-suite-position = pozicija: { $error }
loa-suite-result = rezultat { $result }: očekivano win, loss ili unknown
loa-suite-proof-size-nan = veličina dokaza { $text } nije broj
loa-suite-before-end-nan = broj polupoteza do kraja { $text } nije broj
loa-suite-game-nan = broj partije { $text } nije broj

## Ponovljena zatvorenikova dilema: tekstovi jezgre (tablica strategija)

evolution-core-ipd-strategies-caption = Strategije kako ih definira Axelrodova biblioteka (4.13)
evolution-core-ipd-strategies-name = ime
evolution-core-ipd-strategies-does = što radi
evolution-core-ipd-strategies-random = nasumična
evolution-core-ipd-strategies-yes = da
evolution-core-ipd-does-cooperator = Uvijek surađuje.
evolution-core-ipd-does-defector = Uvijek izdaje.
evolution-core-ipd-does-tit-for-tat = U prvom potezu surađuje, zatim igra ono što je protivnik odigrao posljednje.
evolution-core-ipd-does-suspicious-tit-for-tat = Milo za drago koje u prvom potezu izdaje.
evolution-core-ipd-does-tit-for-2-tats = Surađuje osim ako je protivnik izdao u oba svoja posljednja dva poteza.
evolution-core-ipd-does-two-tits-for-tat = Surađuje osim ako je protivnik izdao u bilo kojem od svoja posljednja dva poteza, pa na svaku izdaju odgovara dvaput.
evolution-core-ipd-does-hard-tit-for-tat = Surađuje osim ako je protivnik izdao u bilo kojem od svoja posljednja tri poteza.
evolution-core-ipd-does-forgiving-tit-for-tat = Surađuje dok je protivnik izdao u najviše 10% poteza, inače ponavlja protivnikov posljednji potez.
evolution-core-ipd-does-gtft = Velikodušno milo za drago: nakon suradnje surađuje, a nakon izdaje i dalje surađuje s vjerojatnošću min(1 − (T − R)/(R − S), (R − P)/(T − P)) (⅓ uz 3, 0, 5, 1).
evolution-core-ipd-does-bully = Prvo izdaje, zatim čini suprotno od protivnikova posljednjeg poteza.
evolution-core-ipd-does-grudger = Surađuje dok protivnik jednom ne izda, zatim izdaje zauvijek.
evolution-core-ipd-does-win-stay-lose-shift = Prvo surađuje, zatim ponavlja svoj potez nakon R ili T, a mijenja ga nakon S ili P.
evolution-core-ipd-does-alternator = Prvo surađuje, zatim naizmjence izdaje i surađuje.
evolution-core-ipd-does-cycler-ccd = Igra C, C, D iznova i iznova.
evolution-core-ipd-does-random = U svakom potezu surađuje ili izdaje, svako s vjerojatnošću ½.
evolution-core-ipd-does-prober = Igra D, C, C; ako je protivnik surađivao u svom 2. i 3. potezu, izdaje zauvijek, inače igra kao Milo za drago.
evolution-core-ipd-does-handshake = Igra C, D; ako je i protivnik otvorio s C, D, surađuje zauvijek, inače zauvijek izdaje.
evolution-core-ipd-does-gradual = Nakon protivnikove izdaje izdaje onoliko puta koliko je protivnik ukupno izdao, zatim dvaput surađuje.
evolution-core-ipd-does-soft-go-by-majority = Surađuje dok je protivnik surađivao barem onoliko puta koliko je izdao.
evolution-core-ipd-does-adaptive = Igra šest puta C i pet puta D, zatim onaj potez koji mu je ukupno donio više bodova.
evolution-core-ipd-does-grumpy = Postaje mrzovoljan (izdaje) kad broj protivnikovih izdaja premaši broj njegovih suradnji za više od 10, a ponovno ljubazan kad padne 10 ispod njega.
evolution-core-ipd-does-backstabber = Surađuje do protivnikove četvrte izdaje, zatim izdaje; u posljednja dva poteza uvijek izdaje.
evolution-core-ipd-does-first-by-davis = Surađuje 10 poteza, zatim izdaje zauvijek čim protivnik izda.
evolution-core-ipd-does-first-by-joss = Nakon suradnje surađuje s vjerojatnošću 0,9; nakon izdaje izdaje.
evolution-core-ipd-does-first-by-feld = Nakon izdaje izdaje; nakon suradnje surađuje s vjerojatnošću koja tijekom 200 poteza pada od 1 do ½.
evolution-core-ipd-does-first-by-stein-and-rapoport = Surađuje 4 puta, zatim igra kao Milo za drago, ali izdaje dok χ² test, proveden svakih 15 poteza, ocjenjuje protivnika nasumičnim; u posljednja dva poteza izdaje.
evolution-core-ipd-does-first-by-tideman-and-chieruzzi = Na svaki niz izdaja odgovara jednom izdajom više nego prošli put, protivniku koji zaostaje 10 bodova daje novi početak; u posljednja dva poteza izdaje.
evolution-core-ipd-does-second-by-tester = Prvo izdaje, zatim izmjenjuje poteze da iskoristi suradnika; nakon protivnikove prve izdaje jednom surađuje i igra kao Milo za drago.
evolution-core-ipd-does-calculator = 20 poteza igra kao Joss (1. turnir); zatim izdaje zauvijek ako protivnikovi dosadašnji potezi ponavljaju ciklus, inače igra kao Milo za drago.

## Ponovljena zatvorenikova dilema: tekstovi jezgre (tablica pravila kako ju je netko upisao)

evolution-core-ipd-rule-expected-first = očekuje se first=… nakon „;”
evolution-core-ipd-rule-unknown-option = nepoznata opcija { $option } (jedina je opcija first=…)
evolution-core-ipd-rule-first-twice = first=… zadan je dvaput
evolution-core-ipd-rule-expected-probability = očekuje se vjerojatnost
evolution-core-ipd-rule-not-a-probability = { $text } nije vjerojatnost u intervalu [0, 1]
evolution-core-ipd-rule-four-probabilities = očekuju se četiri vjerojatnosti (nakon CC, CD, DC, DD) odvojene zarezima, a zadano ih je { $n }
evolution-core-ipd-rule-not-a-move = { $char } nije potez (C ili D)
evolution-core-ipd-rule-table-size = tablica ima 4, 16 ili 64 poteza (pamćenje od 1, 2 ili 3 runde), a ne { $n }
evolution-core-ipd-rule-first-moves = tablica od { $n } poteza treba { $depth ->
        [one] { $depth } početni potez
        [few] { $depth } početna poteza
       *[other] { $depth } početnih poteza
    }, a ne { $found }
