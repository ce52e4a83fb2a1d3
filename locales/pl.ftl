# Interfejs Game Lab po polsku, przetłumaczony z pliku wzorcowego en.ftl.
# Każdy identyfikator i każda { $zmienna } jak w en.ftl; tłumaczone są tylko wartości.
# Liczba może wybierać słowa według form liczby mnogiej języka (one, few, many, other), każdy wariant w osobnym wierszu.

## Sam język

# Nazwa języka w jego własnym brzmieniu, w wyborze języka.
language-name = Polski
# Separator części całkowitej i dziesiętnej liczby.
decimal-separator = ,

## Powłoka: link pomijający, menu, stopka

skip-link = Przejdź do treści
brand = Game Lab
nav-label = Nawigacja główna
nav-menu = Menu ☰
nav-close = Zamknij ✕
nav-labs = Laboratoria
nav-about = O projekcie
language-label = Język
footer = Game Lab — teoria gier w przeglądarce, wszystko liczy Rust skompilowany do WebAssembly. Po wczytaniu działa offline.
not-found-title = Nie znaleziono strony
not-found-text = Ten adres nie wskazuje żadnej strony Game Lab.
back-to-labs = ← wszystkie laboratoria

## Strona główna

home-lead = Plac zabaw teorii gier działający w całości w twojej przeglądarce: silniki gier, algorytmy przeszukiwania i rozwiązywania napisane w języku Rust, dokładne tam, gdzie to ma znaczenie, i pokazywane w trakcie pracy.
home-open = otwórz

## Strona „O projekcie”

about-title = O projekcie Game Lab
about-intro = Wszystko tutaj liczy w twojej przeglądarce ten sam rdzeń w języku Rust, na którym działa narzędzie wiersza poleceń { $command }. Procesy losowe dostają jawnie podane ziarno, więc każdy wynik da się odtworzyć.
about-references = Bibliografia
about-ttt-title = Kółko i krzyżyk: odtworzone fakty
about-ttt-facts = 5 478 osiągalnych pozycji (765 z dokładnością do symetrii), 958 końcowych, 255 168 pełnych partii (X wygrywa 131 184, O 77 904, 46 080 remisów), wartość gry: remis, 549 946 węzłów dla zwykłego minimaksu od pustej planszy.

## Laboratoria: ich nazwy i akapity strony głównej

lab-tictactoe-name = Kółko i krzyżyk oraz przeszukiwanie drzewa gry
lab-tictactoe-blurb = Zagraj z algorytmem alfa-beta, obserwuj jego drzewo z oknami α/β i odcięciami, porównaj minimaks, przycinanie alfa-beta, porządkowanie ruchów, tablice transpozycji i przeszukiwanie z liczbami dowodu (proof-number search).

lab-racing-name = Wyścigi
lab-racing-blurb = Który gracz jest lepszy? Wyścigi Hoeffdinga i Bernsteina, LEBR i jego warianty: zobacz, jak wyścig rozstrzyga, i ile kosztuje pewność, na dokładnych krzywych błędu α(μ).

lab-games-name = Gry w postaci strategicznej
lab-games-blurb = Wszystkie równowagi Nasha w dokładnych ułamkach (z wyjaśnieniem gier zdegenerowanych), poziomy bezpieczeństwa, dominacja przez strategie czyste i mieszane, pliki .nfg programu Gambit; gry trzech i czterech graczy z certyfikatem każdej równowagi oraz równowagi skorelowane.

lab-trees-name = Drzewa gry
lab-trees-blurb = Zbuduj ręcznie drzewo gry dwóch graczy lub otwórz plik .efg programu Gambit, obserwuj krok po kroku, jak indukcja wsteczna znajduje równowagę doskonałą w podgrach, i zobacz niewiarygodne groźby stojące za każdą inną równowagą.

lab-imperfect-name = Informacja niepełna
lab-imperfect-blurb = Gry ze zbiorami informacyjnymi — poker Kuhna i Leduc, gra sygnalizacyjna, pliki .efg programu Gambit: dokładne rozwiązania przez postać sekwencyjną (programowanie liniowe dla gier o sumie zerowej, w pozostałych algorytm Lemkego), potwierdzone dokładnymi najlepszymi odpowiedziami, oraz uczenie CFR, CFR+ i DCFR z eksploatowalnością spadającą na wykresie log–log.

lab-evolution-name = Dynamika ewolucyjna
lab-evolution-blurb = Jak gracze dochodzą do równowagi: dynamika replikatorowa, najlepszej odpowiedzi i logitowa na sympleksie, z każdym punktem stacjonarnym w dokładnych ułamkach (Nash? ESS? stabilny?), gra fikcyjna, prawdopodobieństwa utrwalenia w procesie Morana oraz iterowany dylemat więźnia — strategie z biblioteki Axelroda w turniejach, symulacjach ekologicznych i wyścigach, które rozstrzygają, która strategia jest lepsza.

lab-blotto-name = Pułkownik Blotto
lab-blotto-blurb = Dokładne optymalne strategie mieszane, certyfikowane w arytmetyce dokładnej: domyślnie na podziałach jednostek rozstawianych na pola w losowej kolejności (do 100 pól i 200 jednostek), albo przepływowym programem liniowym ze slajdów wykładu lub metodą podwójnej wyroczni; wykresy wypłat i runda przeciwko strategii optymalnej.

lab-evolve-name = Optymalizacja strategii
lab-evolve-blurb = Strategie do Wojny i Rrrats! ewoluowane przez cztery optymalizatory Jakóbczyka (2023), z wyścigami jako komparatorami: zobacz, jak w Wojnie wyłania się „zawsze malejąco”, serie przebiegów jak w jego tabelach 4.1/4.2 obok jego twierdzeń oraz dokładne prawdopodobieństwa wygranej w Rrrats! z łańcucha Markowa.

lab-loa-name = Lines of Action
lab-loa-blurb = Graj w Lines of Action na planszy, która pokazuje każdy dozwolony ruch, odtwarzaj szesnaście opublikowanych partii półruch po półruchu i ustawiaj własne pozycje.

lab-connect4-name = Czwórki
lab-connect4-blurb = Zagraj w Czwórki z dokładnym solwerem szybkim jak solwer Pascala Ponsa i zapytaj go o ocenę każdej kolumny: kto wygrywa i którym żetonem, przy najlepszej grze.

lab-love-letter-name = Love Letter
lab-love-letter-blurb = Graj przeciwko agentom zachłannym i ISMCTS, które widzą tylko to, co widać z ich miejsca, pytaj je o powody, urządzaj turnieje każdy z każdym z wykresami zbieżności i pozwól wyścigowi rozstrzygnąć, który agent jest lepszy.

lab-ticket-to-ride-name = Wsiąść do Pociągu
lab-ticket-to-ride-blurb = Zagraj na mapie USA przeciwko graczom algorytmicznym i neuronowym z pracy dyplomowej (widzą tylko własne karty), obserwuj, jak grają między sobą, trenuj sieć w przeglądarce i odtwórz tabele wyników z pracy.

lab-classroom-name = Klasa
lab-classroom-blurb = Klasa gra na żywo na swoich telefonach w konkurs piękności, grę w ultimatum, dobra publiczne, dylemat więźnia, aukcje i nie tylko; wybory klasy pojawiają się obok równowagi obliczonej przez Game Lab. Wymaga serwera klasy (./scripts/classroom.sh).

lab-exercises-name = Ćwiczenia
lab-exercises-blurb = Trening, który sam się ocenia: równowagi w strategiach czystych i mieszanych, iterowana eliminacja strategii zdominowanych, doskonałość w podgrach, wartości gier o sumie zerowej, najlepsze odpowiedzi w Blotto i ESS, generowane przez dokładne solwery samych laboratoriów, z podpowiedzią, rozwiązaniem krok po kroku i wynikiem; zestaw udostępnisz jego linkiem.

## Ćwiczenia

exercises-title = Ćwiczenia
exercises-explain = Każde ćwiczenie jest generowane ze swojego ziarna przez dokładne solwery samych laboratoriów, więc każda odpowiedź jest dokładna. Wpisz odpowiedź i naciśnij Enter lub Sprawdź; rozwiązanie krok po kroku pojawi się po pierwszej odpowiedzi (albo gdy o nie poprosisz). Adres zawiera zestaw: udostępnij go, a wszyscy dostaną te same pytania.
exercises-bad-address = Ćwiczenia: ten adres nie opisuje zestawu
exercises-unreadable-address = nie udało się odczytać adresu: { $error }
exercises-new-set = Rozpocznij nowy zestaw
exercises-kind = Rodzaj
exercises-all-kinds = Po jednym z każdego rodzaju
exercises-level = Poziom
exercises-seed = Ziarno
exercises-another = Inny zestaw
exercises-score = Wynik: { $first } z { $total } poprawnie za pierwszym razem (udzielone odpowiedzi: { $answered }).
exercises-tag = { $level } · ziarno { $seed }
exercises-hint = Podpowiedź
exercises-your-answer = Twoja odpowiedź
exercises-check = Sprawdź
exercises-show-solution = Pokaż rozwiązanie
exercises-not-right = Niepoprawnie.
exercises-solution = Rozwiązanie
exercises-answer = Odpowiedź:
exercises-bimatrix-caption = Każda komórka: wypłata gracza wierszowego, wypłata gracza kolumnowego.
exercises-tree-explain = Drzewo od korzenia: każdy węzeł mówi, kto wykonuje ruch, każdy liść podaje wypłaty ({ $first }, { $second }).
exercises-tree-moves = { $node }: ruch wykonuje { $player }
exercises-tree-payoffs = wypłaty ({ $first }, { $second })
exercises-blotto-caption = { $fields } { $fields ->
        [one] pole
        [few] pola
       *[many] pól
    }; masz { $units } { $units ->
        [one] jednostkę
        [few] jednostki
       *[many] jednostek
    }. Przydziały przeciwnika i ich prawdopodobieństwa:
exercises-blotto-field = pole { $field }
exercises-blotto-probability = prawdopodobieństwo
exercise-kind-pure-nash = Równowagi Nasha w strategiach czystych
exercise-kind-dominance = Iterowana eliminacja strategii zdominowanych
exercise-kind-mixed = Równowaga w strategiach mieszanych
exercise-kind-spe = Równowaga doskonała w podgrach
exercise-kind-zero-sum = Wartość gry o sumie zerowej
exercise-kind-blotto = Najlepsza odpowiedź w Blotto
exercise-kind-ess = Strategie ewolucyjnie stabilne
exercise-level-easy = Łatwy
exercise-level-medium = Średni
exercise-level-hard = Trudny

## Wyścigi

racing-title = Wyścigi: który gracz jest lepszy, z gwarantowanym błędem
racing-lead = Dwaj gracze rozgrywają niezależne partie; gracz 1 wygrywa każdą z prawdopodobieństwem μ. Wyścig sprawdza przedziały ufności dla μ po zaplanowanych liczbach partii i zatrzymuje się, gdy tylko może wskazać lepszego gracza — z prawdopodobieństwem błędu co najwyżej δ, gdy gracze różnią się o więcej niż ε.
racing-bad-view = Wyścigi: ten adres nie wskazuje widoku
racing-open = Otwórz laboratorium wyścigów
racing-tab-live = Wyścig na żywo
racing-tab-curves = Krzywe błędu
racing-tab-calc = Kalkulator
racing-none = — brak —
race-algorithm-hoeffding = wyścig Hoeffdinga
race-algorithm-bernstein = wyścig Bernsteina
race-algorithm-lebr = LEBR
race-algorithm-ilebr = ILEBR
race-algorithm-ilebr2 = ILEBR 2
race-algorithm-ilebr-star = ILEBR*
race-algorithm-ilebr-star2 = ILEBR* 2
race-player-1-better = gracz 1 jest lepszy
race-player-2-better = gracz 2 jest lepszy
race-undecided = nierozstrzygnięty
race-running = trwa…
race-stop-bound = granica przedziału ufności przekroczyła 0,5
race-stop-precision = bieżące granice zbliżyły się na 2ε (zatrzymanie z powodu precyzji)
race-stop-horizon = ostatni zaplanowany test (horyzont); rozstrzyga reguła końcowa
race-stop-cap = limit partii, bez rozstrzygnięcia
race-algorithm = Algorytm
race-against = Przeciw (te same partie)
race-games-from = Partie z
race-source-mu = symulacja Bernoulli(μ)
race-source-pattern = powtarzany wzorzec 0/1
race-source-war = Wojna: grają dwie strategie
race-source-rrrats = Rrrats!: grają dwie strategie
race-strategy-1 = strategia gracza 1
race-strategy-2 = strategia gracza 2
race-seed = ziarno
race-rules = zasady
race-mu = μ (P[wygrywa gracz 1])
race-pattern = wzorzec (1 = wygrywa gracz 1)
race-eps = ε (precyzja)
race-delta = δ (prawdopodobieństwo błędu)
race-cap = limit (partie)
race-speed = tempo
race-speed-slow = wolno (20 partii / krok)
race-speed-fast = szybko (2 000 partii / krok)
race-speed-very-fast = bardzo szybko (50 000 partii / krok)
race-start = Rozpocznij wyścig
race-pause = Wstrzymaj
race-resume = Wznów
race-step = Jeden test
race-col-race = wyścig
race-col-games = partie
race-col-tests = testy
race-col-decision = decyzja
race-col-why = powód zatrzymania
race-explain-band = Pas to bieżący przedział ufności [LB, UB]: LB to największe dolne ograniczenie z dotychczasowych testów, UB najmniejsze górne, oba pokazane w [0, 1] (ograniczenie poza tym przedziałem nic nie mówi o prawdopodobieństwie; sam wyścig porównuje surowe ograniczenia). Klasyczne wyścigi i warianty ILEBR z gwiazdką zatrzymują się, gdy pas opuści 0,5 — wtedy lepszy gracz jest znany z ufnością 1 − δ. LEBR i jego warianty bez gwiazdki zatrzymują się, gdy pas jest węższy niż 2ε (zatrzymanie z powodu precyzji), i podają średnią.
race-explain-equal = Żaden wyścig nie zatrzyma się przez przekroczenie przy μ = 0,5: pas z dużym prawdopodobieństwem zawiera prawdę, więc nie może opuścić 0,5. Dlatego każdy wyścig potrzebuje horyzontu lub limitu — i to daje zatrzymanie z powodu precyzji: ograniczoną liczbę partii nawet przy równych graczach, za cenę błędu, gdy różnią się o mniej niż ε.

## Ćwiczenia: pytania (nazwy i liczby z gry przychodzą w zmiennych)

exq-pure-nash-text = Znajdź wszystkie równowagi Nasha w strategiach czystych tej gry. Każde pole pokazuje wypłatę gracza wierszowego, a potem kolumnowego.
exq-pure-nash-format = Pola równowag jako pary (wiersz, kolumna), np. (r1, c2) (r2, c1); none, jeśli nie ma żadnej.
exq-pure-nash-hint = W każdej kolumnie zaznacz najlepszą wypłatę gracza wierszowego, a w każdym wierszu najlepszą wypłatę gracza kolumnowego. Pole zaznaczone dwa razy to równowaga: żaden gracz nie zyska, zmieniając strategię sam.
exq-dominance-text = Usuwaj ściśle zdominowane strategie (zdominowane przez inną strategię czystą) po jednej, aż nie zostanie żadna. Podaj kolejność usuwania. Każde pole pokazuje wypłatę gracza wierszowego, a potem kolumnowego.
exq-dominance-format = Strategie w kolejności usuwania, np. r3, c2, r1.
exq-dominance-hint = Strategia jest ściśle zdominowana, gdy inna strategia tego samego gracza daje ściśle więcej przeciw każdej pozostałej strategii przeciwnika. Usunięcie jednej może sprawić, że inne staną się zdominowane: sprawdzaj ponownie po każdym kroku.
exq-mixed-text = Ta gra ma dokładnie jedną równowagę Nasha i jest ona mieszana. Znajdź strategie obu graczy. Każde pole pokazuje wypłatę gracza wierszowego, a potem kolumnowego.
exq-mixed-format = Prawdopodobieństwa gracza wierszowego, średnik, potem gracza kolumnowego, jako ułamki, np. (1/3, 2/3); ({ $example }).
exq-mixed-hint-two = W równowadze mieszanej każdy gracz jest obojętny między strategiami, które miesza: wybierz p gracza wierszowego tak, by obie kolumny dawały graczowi kolumnowemu tyle samo, a q gracza kolumnowego tak, by oba wiersze dawały graczowi wierszowemu tyle samo.
exq-mixed-hint-more = Poszukaj dwóch kolumn, które miesza gracz kolumnowy (kolumnę, która nigdy nie jest dla niego najlepsza, odrzuć). Mieszanka gracza wierszowego wyrównuje wypłaty tych dwóch kolumn, mieszanka gracza kolumnowego wyrównuje wypłaty obu wierszy; sprawdź, że pozostałe kolumny dają mu mniej.
exq-spe-text = Znajdź równowagę doskonałą w podgrach tej gry z pełną informacją: akcję gracza, który wykonuje ruch w każdym węźle decyzyjnym ({ $nodes }), także w węzłach, do których gra w równowadze nigdy nie dochodzi. Wypłaty to (gracz 1, gracz 2).
exq-spe-format = Każdy węzeł decyzyjny raz, z jego akcją, jako węzeł: akcja, oddzielone średnikami, w dowolnej kolejności i wielkości liter, np. A: L; B: x; C: y.
exq-spe-hint = Indukcja wsteczna: zacznij od najgłębszych węzłów decyzyjnych, gdzie gracz wybiera akcję najkorzystniejszą dla siebie; zastąp każdy taki węzeł wynikiem, do którego prowadzi, i idź w górę aż do korzenia. Każdy węzeł dostaje wybór, także te poza ścieżką równowagi.
exq-zero-sum-text = W tej grze o sumie zerowej macierz pokazuje wypłaty gracza wierszowego; gracz kolumnowy dostaje ich przeciwieństwo. Znajdź wartość gry: to, co gracz wierszowy może sobie zagwarantować optymalną (być może mieszaną) strategią, i nie więcej, niż gracz kolumnowy pozwala mu uzyskać.
exq-zero-sum-caption = Wypłaty gracza wierszowego; gracz kolumnowy dostaje ich przeciwieństwo.
exq-zero-sum-format = Jedna dokładna liczba: ułamek, np. 3/2 lub -1/3, liczba całkowita, np. -1, albo ułamek dziesiętny, gdy jest dokładny, np. 1,5.
exq-zero-sum-hint = Porównaj maxmin gracza wierszowego w strategiach czystych (największe minimum wiersza) z minmaxem (najmniejsze maksimum kolumny). Jeśli są równe, to pole jest punktem siodłowym, a jego wypłata jest wartością gry. Jeśli nie, wartość leży między nimi: usuń strategie zdominowane, a potem znajdź mieszanki, przy których przeciwnik jest obojętny między używanymi strategiami.
exq-blotto-text = Pułkownik Blotto na { $fields } { $fields ->
        [one] polu
       *[other] polach
    }. Masz { $units } { $units ->
        [one] jednostkę
        [few] jednostki
       *[many] jednostek
    } do rozdzielenia między pola; przeciwnik ma { $opponent } i gra pokazaną strategią mieszaną: każdy przydział (jednostki na polu 1, polu 2, …) z jego prawdopodobieństwem. Na każdym polu wygrywa strona z większą liczbą jednostek: dostajesz +1 za wygrane pole, −1 za przegrane i 0 za remis, a twoja wypłata to suma po polach. Znajdź przydział wszystkich { $units } jednostek o największej oczekiwanej wypłacie (najlepszą odpowiedź).
exq-blotto-format = { $fields } liczby całkowite: jednostki na polach od 1 do { $fields }, w sumie { $units }, np. { $example } (to tylko pokazuje, jak to zapisać).
exq-blotto-hint = Oczekiwana wypłata to suma po polach, a pole zależy tylko od tego, ile jednostek postawi na nim przeciwnik. Dla każdego pola policz, co daje tam 0, 1, 2, … jednostek (prawdopodobieństwo, że przeciwnik ma mniej, minus prawdopodobieństwo, że ma więcej), a potem rozdziel jednostki tak, by suma była największa.
exq-ess-text = Znajdź wszystkie strategie ewolucyjnie stabilne (ESS) tej gry symetrycznej, czyste lub mieszane.
exq-ess-caption = Każda liczba to wypłata strategii wiersza przeciw strategii kolumny (obaj gracze mają te same strategie i wypłaty).
exq-ess-format = Każda ESS jako wektor prawdopodobieństw nad ({ $strategies }), w nawiasach, oddzielone średnikami, w dowolnej kolejności; albo none. Na przykład: { $example }
exq-ess-hint = ESS jest przede wszystkim symetryczną równowagą Nasha (x, x). Ścisła równowaga jest ESS. Jeśli mutant y radzi sobie przeciw x tak dobrze jak samo x, to x musi radzić sobie przeciw y lepiej niż y przeciw sobie.

## Pułkownik Blotto

blotto-title = Pułkownik Blotto: dokładne strategie optymalne
blotto-lead = Dwaj pułkownicy jednocześnie rozdzielają swoje jednostki między K pól bitwy; kto wyśle na pole więcej jednostek, ten je wygrywa (+1), a remis daje 0. Żadna strategia czysta nie jest bezpieczna — (4,4,5) przegrywa z (5,5,0) — więc optymalna gra jest losowa. Wbudowana metoda sympleks znajduje dokładne optimum.
blotto-fields = pola K (1–{ $max })
blotto-units-a = jednostki A (0–{ $max })
blotto-units-b = jednostki B (0–{ $max })
blotto-method = metoda
blotto-method-partitions = podziały, dokładnie (dowolny rozmiar)
blotto-method-double-oracle = podwójna wyrocznia na przydziałach (K ≤ { $fields }, A, B ≤ { $units })
blotto-method-flow-lp = przepływowy program liniowy ze slajdów wykładu o grze Blotto (małe gry)
blotto-solve = Rozwiąż
blotto-plots-title = Wykresy wartości jak na slajdach wykładu o grze Blotto (liczone w wątku roboczym)
blotto-plot-k6 = Wartość w zależności od A − B (K = 6, B = 10)
blotto-plot-b-family = Rodzina B = 1…10 (K = 6)
blotto-plot-k-family = Rodzina K = 4, 6, 8, 10 (B = 10)
blotto-plot-heat = Mapa ciepła dla A, B = 0…{ $units } przy K podanym wyżej
blotto-export-svg = Eksportuj SVG
blotto-heat-title = Wartość dla A w zależności od (A, B) przy K = { $fields }
blotto-chart-title = Wartość dla A w zależności od jego przewagi A − B
blotto-chart-y = wartość dla A
blotto-exact = { $value } ≈ { $decimal } (dokładnie)
blotto-value = Wartość dla A: { $value }
blotto-row-partition = podział, w losowej kolejności pól
blotto-row-allocation = przydział
blotto-probability = prawdopodobieństwo
blotto-rows-shown = Liczba wierszy: { $rows }; pokazano 60 najbardziej prawdopodobnych (wszystkie są w pliku CSV)
blotto-method-info = { $method } — zmienne × ograniczenia: { $variables } × { $constraints }, piwoty sympleksu: { $pivots }, { $ms } ms w wątku roboczym.
blotto-method-info-rounds = { $method } — zmienne × ograniczenia: { $variables } × { $constraints }, piwoty sympleksu: { $pivots }, rundy: { $rounds }, { $ms } ms w wątku roboczym.
blotto-certificate = Certyfikat: najlepszą odpowiedzią B na strategię A jest ({ $b }), która i tak oddaje A { $value }; najlepszą odpowiedzią A na strategię B jest ({ $a }). { $gap }
blotto-gap-exact = Luka 0: obie najlepsze odpowiedzi, obliczone w dokładnej arytmetyce wymiernej na wszystkich przydziałach, dają dokładnie wartość gry.
blotto-gap = Luka { $gap }.
blotto-partitions-note = Każdy wiersz to podział jednostek: pułkownik losuje wiersz z jego prawdopodobieństwem, a potem rozdaje jego części polom w jednostajnie losowej kolejności. Przeciw losowej kolejności liczy się tylko rozkład liczby jednostek na jednym polu, więc strategia optymalna potrzebuje tylko kilku podziałów.
blotto-strategy-a = Strategia optymalna A
blotto-strategy-b = Strategia optymalna B
blotto-export-strategies = Eksportuj strategie (CSV)
blotto-marginals-a = Rozkłady brzegowe A na poszczególnych polach (P[jednostki na polu])
blotto-marginals-b = Rozkłady brzegowe B na poszczególnych polach
blotto-summary = Podsumowanie: { $rows } { $rows ->
        [one] rozkład
        [few] różne rozkłady
        [many] różnych rozkładów
       *[other] różnego rozkładu
    } na { $fields } { $fields ->
        [one] polu
        [few] polach
        [many] polach
       *[other] pola
    }; pokazano jednostki 0–{ $last } (żadne pole nie dostaje więcej jednostek z prawdopodobieństwem większym niż { $shown }).
blotto-full-table = Pełna tabela (pola × jednostki: { $fields } × { $units })
blotto-field-units = pole \ jednostki
blotto-fields-units = pola \ jednostki
blotto-play-title = Zagraj jako B przeciw strategii optymalnej A
blotto-play-allocation = Twój przydział jednostek na pola (liczba jednostek: { $units }, liczba pól: { $fields })
blotto-play = Rozegraj rundę
blotto-play-result = A zagrał { $a } przeciw twojemu przydziałowi { $b }: twój wynik to { $score }.
blotto-play-totals = Rundy: { $rounds }, twoja suma: { $total }, średnia: { $average } (B może oczekiwać najwyżej { $best }).
blotto-play-seed = Losowania A pochodzą z ziarna { $seed } (świeżego, z entropii tej przeglądarki).
blotto-bench-summary = Pomiar czasu w tej przeglądarce: tabela ze slajdów wykładu i trudny obszar
blotto-bench-run = Uruchom obie metody na wierszach tabeli ze slajdów wykładu, a potem podziały na trudnym obszarze
blotto-col-value = wartość
blotto-col-rounds = rundy
blotto-col-method = metoda

## Części każdej strony: postęp zadania, wyniki wcześniejszych danych, dane wykresu

common-starting = uruchamianie…
common-progress = postęp
common-running = trwa: { $what }
common-cancel = Anuluj
common-done = gotowe w { $ms } ms (w wątku roboczym)
common-cancelled = anulowano
common-failed = błąd: { $reason }
common-stale-run = Te wyniki dotyczą wcześniejszych danych — uruchom ponownie, aby je odświeżyć.
common-stale-typing = Te wyniki dotyczą wcześniejszych danych — naciśnij Enter albo opuść pole, aby zastosować zmianę.
common-less = mniej
common-more = więcej…
common-chart-of = Wykres: { $y } w zależności od { $x }
common-chart-data = Dane wykresu w tabeli
common-points-left-out = { $n ->
        [one] (pominięto { $n } punkt pomiędzy nimi)
        [few] (pominięto { $n } punkty pomiędzy nimi)
        [many] (pominięto { $n } punktów pomiędzy nimi)
       *[other] (pominięto { $n } punktu pomiędzy nimi)
    }
common-loading-solvers = Wczytywanie solwerów (modułu WebAssembly tej strony)…
