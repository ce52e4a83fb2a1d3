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

## Kółko i krzyżyk

ttt-address-unreadable = nie udało się odczytać adresu: { $error }
ttt-error-title = Kółko i krzyżyk: ten adres nie opisuje partii
ttt-start-new = Zacznij nową partię
ttt-title = Kółko i krzyżyk oraz przeszukiwanie drzewa gry
ttt-lead = Dwóch graczy na zmianę stawia znaki na planszy 3 × 3, X zaczyna; trzy znaki w wierszu, kolumnie lub na przekątnej wygrywają, a pełna plansza bez takiej trójki oznacza remis. Przy doskonałej grze zawsze jest remis. Zagraj z silnikiem, obserwuj krok po kroku jego przeszukiwanie alfa-beta (Drzewo alfa-beta), zobacz, jak przeszukiwanie z liczbami dowodu dowodzi pozycji (Liczby dowodu), albo przeszukaj własne drzewo (Własne drzewo) — lekcje z pracy Zadro (2015), rozdziały 4 i 5.
ttt-options-label = opcje gry
ttt-mode = Tryb
ttt-mode-hvc = ty przeciw komputerowi
ttt-mode-cvc = komputer przeciw komputerowi
ttt-mode-hvh = dwie osoby
ttt-you-play = Grasz
ttt-human-x = X (pierwszy)
ttt-human-o = O (drugi)
ttt-pick-first = sam wybieram pierwszy ruch komputera
ttt-ties = Przy równych ocenach
ttt-ties-first = pierwszy najlepszy ruch (jak u Zadro 2015)
ttt-ties-random = losowy spośród najlepszych (z ziarnem)
ttt-payoffs = Wypłaty
ttt-payoff-corrected = poprawione: wygrana 10 − d
ttt-payoff-seed = z pracy źródłowej: wygrana 9 − d
ttt-show-values = pokaż wartość każdego ruchu (podpowiedzi)
ttt-new-game = Nowa partia
ttt-undo = Cofnij
ttt-link-copied = Skopiowano link ✓
ttt-copy-link = Kopiuj link
ttt-seed-note = Na skali Zadro (2015) wygrana w 9. ruchu daje 9 − 9 = 0, tyle samo co remis, więc silnik, który jej używa, może pozwolić przeciwnikowi wygrać w ostatnim ruchu. Poprawiona skala (10 − d) zachowuje wszystkie pozostałe preferencje i usuwa ten problem.
ttt-cell = pole { $square } { $mark }
ttt-cell-empty = puste
ttt-board-label = plansza kółka i krzyżyka
ttt-values-caption-high = Wartość każdego ruchu dla { $mark } (z punktu widzenia X; { $mark } chce, by była wysoka)
ttt-values-caption-low = Wartość każdego ruchu dla { $mark } (z punktu widzenia X; { $mark } chce, by była niska)
ttt-col-cell = pole
ttt-col-value = wartość
ttt-col-best-play = przy najlepszej grze
ttt-cell-key = { $square } · klawisz { $key }
ttt-tab-tree = Drzewo alfa-beta
ttt-tab-pns = Liczby dowodu
ttt-tab-custom = Własne drzewo
ttt-tab-mcts = Drzewo Monte Carlo
ttt-opt-order = porządkowanie ruchów (wygrane, blokady, środek, narożniki)
ttt-opt-tt = tablica transpozycji
ttt-ab-explain = Każdy wiersz to pozycja, do której weszło przeszukiwanie: węzły MAX (X) podnoszą α, węzły MIN (O) obniżają β. Węzeł zostaje odcięty, gdy tylko jego wartość wyjdzie poza okno (α, β): gracz wyżej ma już lepszą możliwość gdzie indziej, więc pozostałe ruchy, pokazane jako przycięte, nie mogą zmienić wyniku. Wariant główny (PV) to linia, którą obie strony grają przy najlepszej grze.
ttt-game-over-leaf = Partia się skończyła: drzewo to pojedynczy liść.
ttt-mcts-ab-title = Drzewo α-β tej samej pozycji
ttt-mcts-ab-explain = Alfa-beta z porządkowaniem ruchów i tablicą transpozycji, tak jak przeszukuje silnik: każdy węzeł, do którego weszło przeszukiwanie, dokładnie do końca gry. Przeszukiwanie Monte Carlo drzewa gry dochodzi do tego samego ruchu przez losowanie, bez funkcji oceny.
ttt-pns-question = Czy { $mark } może wymusić wygraną z tej pozycji?
ttt-pns-ask-before = Pytanie: czy
ttt-pns-ask-after = może wymusić wygraną z bieżącej pozycji?
ttt-pns-explain = Przeszukiwanie z liczbami dowodu rozbudowuje drzewo metodą „najpierw najlepszy”. Gracz zadający pytanie wykonuje ruchy w węzłach OR, drugi gracz w węzłach AND. Liczba dowodu węzła (pn) to liczba liści, które trzeba jeszcze udowodnić, aby go udowodnić: minimum po dzieciach węzła OR, suma po dzieciach węzła AND; liczba obalenia (dn) na odwrót. Każdy krok rozwija węzeł najbardziej dowodzący.
ttt-tree-error = Nie można odczytać drzewa: { $error }
ttt-branch = gałąź { $branch }
ttt-custom-result = Wartość korzenia { $value } — { $nodes ->
        [one] { $nodes } odwiedzony węzeł
        [few] { $nodes } odwiedzone węzły
        [many] { $nodes } odwiedzonych węzłów
       *[other] { $nodes } odwiedzonych węzłów
    }, { $leaves ->
        [one] { $leaves } oceniony liść
        [few] { $leaves } ocenione liście
        [many] { $leaves } ocenionych liści
       *[other] { $leaves } ocenionych liści
    }.
ttt-custom-explain = Zapisz drzewo jako listę zagnieżdżoną: lista to węzeł wewnętrzny, liczba to wartość liścia dla MAX. Korzeń jest węzłem MAX, a poziomy występują naprzemiennie.
ttt-tree = Drzewo
ttt-use-tree = Użyj tego drzewa
ttt-seed-example = Przykład z pracy źródłowej
ttt-search = Przeszukiwanie
ttt-algo-minimax = minimaks
ttt-algo-alphabeta = alfa-beta
ttt-algo-pns = przeszukiwanie z liczbami dowodu
ttt-max-reaches = MAX osiąga ≥
ttt-value-placeholder = wartość
ttt-custom-question = Czy MAX może zagwarantować liść ≥ { $target }?
ttt-custom-answer-yes = Liść odpowiada „tak”, gdy jego wartość jest ≥ { $target }. (Wartość minimaks drzewa wynosi { $value }, więc odpowiedź brzmi „tak”.)
ttt-custom-answer-no = Liść odpowiada „tak”, gdy jego wartość jest ≥ { $target }. (Wartość minimaks drzewa wynosi { $value }, więc odpowiedź brzmi „nie”.)
ttt-counts-chart-title = Węzły odwiedzone przy rozwiązywaniu tej pozycji (skala logarytmiczna)
ttt-counts-label = Węzły odwiedzone przy rozwiązywaniu tej pozycji, jako słupki w skali logarytmicznej: { $bars }
ttt-counts-title = Liczba węzłów dla tej pozycji
ttt-col-algorithm = algorytm
ttt-col-nodes = węzły
ttt-counts-note = Węzeł jest liczony za każdym razem, gdy przeszukiwanie wchodzi do pozycji: korzeń, węzły wewnętrzne, liście i trafienia w tablicy; odcięte ruchy nie są liczone.
ttt-export-csv = Eksportuj CSV
ttt-export-svg = Eksportuj SVG
ttt-published = ✓ jak w publikacji
ttt-expected = ✗ oczekiwano { $n }
ttt-stat-reachable = osiągalne pozycje
ttt-stat-terminal = pozycje końcowe
ttt-stat-games = pełne partie
ttt-stat-x-wins = wygrane X
ttt-stat-o-wins = wygrane O
ttt-stat-draws = remisy
ttt-stat-minimax-nodes = węzły minimaksu
ttt-stat-value = wartość (wypłaty 9 − d)
ttt-complexity-title = Miary złożoności z pracy źródłowej (§4.1, za Allisem)
ttt-state-space = złożoność przestrzeni stanów: osiągalne pozycje
ttt-game-tree-size = rozmiar drzewa gry: liście drzewa gry (partie)
ttt-decision-complexity = złożoność decyzyjna: liście najmniejszego drzewa decyzyjnego
ttt-decision-note = zachowuje każdą odpowiedź tam, gdzie ograniczenie musi zachodzić, i jeden ruch tam, gdzie strona je osiąga
ttt-game-tree-complexity = złożoność drzewa gry: liście najmniejszego drzewa decyzyjnego pełnej szerokości
ttt-full-width-note = wszystkie ruchy do głębokości { $depth }: płytsze cięcie zostawia pozycje o nieznanej wartości
ttt-verify = { $positions ->
        [one] { $positions } pozycja
        [few] { $positions } pozycje
        [many] { $positions } pozycji
       *[other] { $positions } pozycji
    }, { $comparisons ->
        [one] { $comparisons } porównanie
        [few] { $comparisons } porównania
        [many] { $comparisons } porównań
       *[other] { $comparisons } porównań
    }: { $verdict }
ttt-verify-agree = każdy wariant alfa-beta i przeszukiwanie z liczbami dowodu zgadzają się z minimaksem ✓
ttt-verify-disagree = { $n ->
        [one] { $n } niezgodność
       *[other] { $n } niezgodności
    }: { $list }
ttt-col-ms-median = ms (mediana)
ttt-col-time-ratio = czas ÷ minimaks
ttt-col-node-ratio = węzły ÷ minimaks
ttt-stats-title = Obliczenia na całym drzewie (w Web Workerze)
ttt-stats-explain = Działają poza głównym wątkiem, więc strona pozostaje responsywna; postęp jest widoczny, a Anuluj je zatrzymuje.
ttt-run-stats = Statystyki pełnego drzewa od tej pozycji
ttt-run-verify = Sprawdź każdy algorytm przeszukiwania na wszystkich 5 478 pozycjach
ttt-run-bench = Zmierz czas pełnego rozwiązania (wasm)
ttt-train-not-network = To nie jest sieć do kółka i krzyżyka: { $error }
ttt-train-title = Sieć, która uczy się sama (gra sama ze sobą, w Web Workerach)
ttt-train-explain = AlphaZero w miniaturze: sieć polityki i wartości (dwie warstwy ukryte po 64 neurony) zaczyna od losowych wag i gra sama ze sobą, a każdy ruch wybiera przeszukiwanie PUCT kierowane przez sieć, z szumem w korzeniu; po każdym pokoleniu partii uczy się krokami gradientowymi przewidywać rozkład ruchów z przeszukiwania (politykę) i wynik partii (wartość). Po każdym pokoleniu sama głowa polityki — bez przeszukiwania — jest mierzona względem gracza doskonałego: odsetek spośród 4 520 pozycji, w których jej ruch zachowuje wartość gry, oraz partie, które przegrywa jako X i jako O, gdy gracz doskonały próbuje każdej optymalnej odpowiedzi. Gra doskonała oznacza brak porażek po obu stronach.
ttt-train-generations = pokolenia
ttt-train-games = partie na pokolenie
ttt-train-simulations = symulacje na ruch
ttt-train-seed = ziarno
ttt-train-start = Trenuj od zera
ttt-train-csv = Pobierz krzywe (CSV)
ttt-train-save = Zapisz sieć
ttt-train-perfect = Doskonała od pokolenia { $generation }.
ttt-train-not-perfect = Jeszcze nie doskonała: pomoże więcej pokoleń albo więcej partii na pokolenie.
ttt-train-load-summary = Wczytaj zapisaną sieć i zmierz jej siłę
ttt-train-load-kind = sieci (.json)

## Czwórki

c4-address-unreadable = nie udało się odczytać adresu: { $error }
c4-error-title = Czwórki: ten adres nie opisuje partii
c4-start-new = Zacznij nową partię
c4-solver-stopped = Solwer został zatrzymany: pozwól mu wykonać ruch albo cofnij swój ruch.
c4-solver-failed = Solwer nie mógł przeszukiwać: { $error }
c4-drop-title = Wrzuć żeton do kolumny { $column }
c4-drop-title-score = Wrzuć żeton do kolumny { $column } (ocena { $score })
c4-drop-name-score = Wrzuć żeton do kolumny { $column }: { $score } (jej ocena)
c4-title = Czwórki
c4-lead = Gracze na zmianę wrzucają żetony do pionowo ustawionej planszy; żeton spada na najniższe wolne pole swojej kolumny. Cztery twoje żetony w linii — poziomo, pionowo lub po przekątnej — wygrywają. Czerwone zaczynają. Przy doskonałej grze czerwone wygrywają na standardowej planszy 7×6, zaczynając w środkowej kolumnie.
c4-keys = Klawiatura: ustaw fokus na planszy; ← i → przesuwają kursor (teraz w kolumnie { $column }), Enter, Spacja lub ↓ wrzucają żeton, 1–{ $width } wrzucają żeton do danej kolumny, u cofa ruch.
c4-you-play = Grasz
c4-human-first = czerwonymi (pierwszy ruch)
c4-human-second = żółtymi (drugi ruch)
c4-human-both = za obie strony
c4-board = Plansza
c4-size-standard = { $width } × { $height } (standardowa)
c4-budget = Budżet solwera na ruch
c4-budget-nodes = { $budget } węzłów
c4-show-scores = Pokaż ocenę każdej kolumny
c4-take-back = Cofnij ruch
c4-new-game = Nowa partia
c4-download-moves = Pobierz ruchy
c4-no-move = Nie było jeszcze ruchu.
c4-moves = Ruchy (kolumny, 1 = lewa): { $moves }
c4-scores-explain = Ocena kolumny jest według Ponsa: 0 to remis przy najlepszej grze; +s to wygrana strony na ruchu, najpóźniej jej żetonem nr { $stone } − s; −s to przegrana przez żeton przeciwnika nr { $stone } − s. „?” i przedziały nie są jeszcze udowodnione.
c4-solved-all = Wszystkie kolumny rozwiązane ({ $nodes ->
        [one] { $nodes } węzeł
        [few] { $nodes } węzły
        [many] { $nodes } węzłów
       *[other] { $nodes } węzłów
    }).
c4-budget-ran-out = Budżet wyczerpał się po przeszukaniu { $nodes ->
        [one] { $nodes } węzła
       *[other] { $nodes } węzłów
    }: kolumny jeszcze nieudowodnione pokazują swoje przedziały.
c4-solving-so-far = Rozwiązywanie, od środka… Dotąd { $nodes ->
        [one] { $nodes } węzeł
        [few] { $nodes } węzły
        [many] { $nodes } węzłów
       *[other] { $nodes } węzłów
    }.
c4-game-over = Partia się skończyła.
c4-scores-on-turn = Oceny są pokazywane, gdy jesteś na ruchu.
c4-solving = Rozwiązywanie…
c4-side-red = czerwone
c4-side-yellow = żółte
c4-engine-progress-label = przeszukiwanie solwera
c4-engine-status = Solwer ({ $side }) rozwiązuje każdą kolumnę: { $done } z { $budget } węzłów
c4-cancel = Anuluj
c4-move-now-title = Zagraj kolumnę z najlepszą dotąd udowodnioną oceną
c4-move-now = Zagraj teraz
c4-let-move = Pozwól solwerowi ({ $side }) wykonać ruch
c4-play-best = Zagraj jego najlepszą dotąd kolumnę
c4-board-label = Plansza Czwórek, { $width ->
        [one] { $width } kolumna
        [few] { $width } kolumny
        [many] { $width } kolumn
       *[other] { $width } kolumn
    } na { $height ->
        [one] { $height } wiersz
        [few] { $height } wiersze
        [many] { $height } wierszy
       *[other] { $height } wierszy
    }; { $stones ->
        [one] wrzucono { $stones } żeton
        [few] wrzucono { $stones } żetony
        [many] wrzucono { $stones } żetonów
       *[other] wrzucono { $stones } żetonów
    }. { $status }
c4-mcts-summary = Przeszukiwanie Monte Carlo drzewa gry dla tej pozycji, krok po kroku
c4-ab-title = Drzewo α-β tej samej pozycji
c4-plies = półruchy
c4-bench-summary = Zmierz wydajność tej przeglądarki
c4-bench-button = Rozwiąż 100 pozycji
c4-bench-note = Rozwiązuje 100 pozycji po 8–13 ruchach, które `gamelab bench connect4` rozwiązuje natywnie (ten sam solwer, jego tablica zachowana między pozycjami, tu 2²² wpisów), i sprawdza każdą ocenę z solwerem Pascala Ponsa. Uruchom to polecenie na tym samym komputerze, aby porównać: stosunek czasów to koszt przeglądarki.
c4-race-summary = MCTS czy α-β: co jest lepsze? Rozstrzyga wyścig
c4-race-explain = Przeszukiwanie Monte Carlo drzewa gry (losowe rozgrywki) gra całe partie przeciwko alfa-beta (iteracyjne pogłębianie; pozycję na horyzoncie ocenia się, licząc otwarte linie czwórek każdej strony). Każda para partii zaczyna się od kilku losowych ruchów i zamienia kolory; remis rozstrzyga rzut uczciwą monetą. Gdy liczba węzłów jest ustawiona na auto, oba silniki są najpierw mierzone na tych samych 20 pozycjach w tej przeglądarce, a α-β dostaje budżet węzłów, który na ruch zajmuje tyle czasu co MCTS: równy czas. Wyścig kończy się, gdy tylko jego granice ufności dla odsetka wygranych A pozwalają wydać werdykt, błędny z prawdopodobieństwem co najwyżej δ.
c4-race-a = A: MCTS
c4-race-iterations = iteracje na ruch
c4-race-nodes = B: węzły α-β na ruch (auto: równy czas)
c4-race-opening = losowe ruchy otwarcia
c4-race-race = wyścig
c4-race-seed = ziarno
c4-race-cap = najwięcej partii
c4-race-run = Uruchom wyścig

## Przeszukiwanie Monte Carlo drzewa gry krok po kroku (wspólne dla kółka i krzyżyka oraz Czwórek)

mcts-run-title = { $n ->
        [one] wykonaj { $n } pełną iterację
        [few] wykonaj { $n } pełne iteracje
        [many] wykonaj { $n } pełnych iteracji
       *[other] wykonaj { $n } pełnych iteracji
    }
mcts-none-yet = jeszcze brak
mcts-section-label = Przeszukiwanie Monte Carlo drzewa gry, krok po kroku
mcts-variant = Wariant
mcts-seed = ziarno
mcts-phases-label = cztery fazy iteracji
mcts-phase-selection = selekcja
mcts-phase-expansion = ekspansja
mcts-phase-simulation = symulacja
mcts-phase-backpropagation = propagacja wsteczna
mcts-next-phase = Następna faza
mcts-whole-iteration = Cała iteracja
mcts-start-over = Od nowa
mcts-progress-label = wykonane iteracje
mcts-progress = { $done } z { $total } iteracji
mcts-cancel = Anuluj
mcts-best = Najlepszy dotąd ruch (najwięcej odwiedzin): { $best }; wartość korzenia dla gracza na ruchu wynosi { $value }.
mcts-best-win = Najlepszy dotąd ruch (najwięcej odwiedzin): { $best }; wartość korzenia dla gracza na ruchu wynosi { $value }, udowodniona wygrana.
mcts-best-draw = Najlepszy dotąd ruch (najwięcej odwiedzin): { $best }; wartość korzenia dla gracza na ruchu wynosi { $value }, udowodniony remis.
mcts-best-loss = Najlepszy dotąd ruch (najwięcej odwiedzin): { $best }; wartość korzenia dla gracza na ruchu wynosi { $value }, udowodniona przegrana.
mcts-col-move = ruch
mcts-col-exploration = eksploracja
mcts-col-total = Q + eksploracja
mcts-children-shown = pokazywane dzieci
mcts-levels-open = otwarte poziomy
mcts-export-svg = Eksportuj SVG
mcts-caption = { $summary } Rozmiar węzła rośnie z liczbą odwiedzin; liczby to odwiedziny i średnia wartość dla gracza, który wykonał ruch do tego węzła; iteracja wykonywana krok po kroku jest zaznaczona pomarańczową linią przerywaną. Kliknij węzeł, aby go otworzyć lub zamknąć, a pole „+N more”, aby pokazać całe jego rodzeństwo.
mcts-outline-summary = Narysowane drzewo jako lista

## Drzewa przeszukiwania w postaci listy (wspólne dla kółka i krzyżyka oraz Lines of Action)

outline-collapse-all = Zwiń wszystko
outline-expand-all = Rozwiń wszystko
outline-tree-label = przeszukiwanie w postaci drzewiastej listy (strzałki przechodzą, Enter otwiera)
outline-tag-pv = PV
outline-tag-cutoff = ✂ odcięcie
outline-tag-table-hit = trafienie w tablicy
outline-tag-most-proving = najbardziej dowodzący
outline-pruned-title = nigdy nieprzeszukany: odcięcie powyżej uczyniło go nieistotnym
outline-pruned = ✂ przycięty: { $move }
outline-step-label = przeszukiwanie krok po kroku
outline-start = « Początek
outline-back = ◀ Wstecz
outline-step = Krok ▶
outline-finish = Koniec »
outline-step-of = krok { $step } z { $steps }
outline-finished = zakończono ({ $steps ->
        [one] { $steps } krok
        [few] { $steps } kroki
        [many] { $steps } kroków
       *[other] { $steps } kroków
    }, { $nodes ->
        [one] { $nodes } węzeł
        [few] { $nodes } węzły
        [many] { $nodes } węzłów
       *[other] { $nodes } węzłów
    })
outline-leaves = Ocenione liście ({ $n }): { $leaves }
outline-expand-most-proving = Rozwiń węzeł najbardziej dowodzący ▶
outline-solve = Rozwiąż »
outline-proof-explain = Na rysunku: węzły OR ▲ (wybiera atakujący), węzły AND ▼, każdy z liczbami dowodu/obalenia; węzły udowodnione na zielono, obalone na czerwono, nierozwinięte pogranicze linią przerywaną, a węzeł najbardziej dowodzący — następny do rozwinięcia — oznaczony wraz ze swoją ścieżką.
outline-toolbar-label = otwórz lub zamknij drzewo, na rysunku i w liście
outline-open-all = Otwórz wszystko
outline-close-all = Zamknij wszystko
outline-branch = gałąź { $branch }
outline-branch-leaf = gałąź { $branch }: liść { $value }

## Narysowane drzewa przeszukiwania (wspólne dla kółka i krzyżyka, Czwórek i Lines of Action)

picture-caption = { $summary } Kliknij węzeł albo ustaw fokus na rysunku i użyj strzałek oraz klawisza Enter, aby go otworzyć lub zamknąć; najedź na węzeł lub ustaw na nim fokus, aby zobaczyć, co zawiera.
picture-box-label = drzewo przeszukiwania, narysowane
picture-export-svg = Eksportuj SVG
picture-open-all = Otwórz wszystko
picture-close-all = Zamknij wszystko

## Drzewa gry

trees-title = Drzewa gry: indukcja wsteczna i doskonałość w podgrach
trees-lead = Gra w postaci ekstensywnej: gracze wykonują ruchy po kolei (albo ruch wykonuje natura, ze znanymi prawdopodobieństwami), każdy widzi wszystkie wcześniejsze ruchy, aż liść wyznaczy wypłatę każdego gracza. Domyślne drzewo to rys. 3.2 z pracy Zadro (2015). Kliknij węzeł (lub użyj strzałek), aby go zaznaczyć i edytować po prawej; + dodaje akcję, Delete usuwa poddrzewo, Ctrl+Z / Ctrl+Y cofają i ponawiają; M oznacza węzeł gracza, a J dołącza zaznaczony węzeł do zbioru informacyjnego oznaczonego węzła (S z powrotem go wydziela) — w grach, w których gracz nie widzi wszystkich wcześniejszych ruchów. Indukcja wsteczna znajduje równowagę doskonałą w podgrach; równowagi w strategiach czystych indukowanej postaci normalnej, które nie są doskonałe w podgrach, opierają się na niewiarygodnych groźbach.
trees-link-unreadable = nie udało się odczytać udostępnionego drzewa: { $error }
trees-link-reading = Odczytywanie udostępnionego drzewa…
trees-controls-label = drzewo
trees-preset = Gotowe drzewo
trees-preset-choose = wybierz…
trees-preset-new = Nowe drzewo (jedna decyzja)
trees-preset-with-sets = Ze zbiorami informacyjnymi
trees-undo = ↶ Cofnij
trees-redo = ↷ Ponów
trees-export-efg = Eksportuj .efg
trees-normal-form-games = Gry w postaci normalnej →
trees-stale-updating = Te wyniki dotyczą drzewa sprzed edycji — trwa aktualizacja…
trees-stale-incomplete = Te wyniki dotyczą ostatniego kompletnego drzewa — dokończ edycję, aby je zaktualizować.
trees-analyses-failed = Analizy nie powiodły się: { $error }
trees-analysing = Analizowanie drzewa…
trees-import-efg = Importuj plik .efg programu Gambit
trees-bi-title = Indukcja wsteczna
trees-bi-reset = Od początku
trees-bi-step = Krok ▶
trees-bi-pause = Pauza
trees-bi-play = Odtwarzaj
trees-bi-all = Wszystkie kroki
trees-bi-start = { $n } { $n ->
        [one] węzeł decyzyjny lub losowy
        [few] węzły decyzyjne i losowe
        [many] węzłów decyzyjnych i losowych
       *[other] węzła decyzyjnego i losowego
    }; indukcja wsteczna rozwiązuje je od liści w górę.
trees-bi-step-chance = Krok { $step } z { $total } — węzeł losowy { $node }: oczekiwane wypłaty względem wyników losowania natury wynoszą ({ $first }, { $second }).
trees-bi-step-decision = Krok { $step } z { $total } — węzeł { $node }: gracz { $player } wybiera { $action }, co daje ({ $first }, { $second }).
trees-bi-step-tie = Krok { $step } z { $total } — węzeł { $node }: gracz { $player } wybiera { $action }, co daje ({ $first }, { $second }) — remis, rozstrzygnięty na rzecz pierwszej najlepszej akcji.
trees-bi-failed = indukcja wsteczna nie powiodła się: { $error }
trees-spe-unique = Równowaga doskonała w podgrach: { $first } dla gracza 1, { $second } dla gracza 2, wypłaty ({ $payoff1 }, { $payoff2 }) — jedyna.
trees-spe-ties = Równowaga doskonała w podgrach: { $first } dla gracza 1, { $second } dla gracza 2, wypłaty ({ $payoff1 }, { $payoff2 }) — jedna z kilku (remisy).
trees-nf-title = Indukowana postać normalna: { $rows } × { $cols } strategii czystych
trees-nf-open = Otwórz tę grę w laboratorium gier w postaci normalnej →
trees-nf-no-link = Brak odnośnika do laboratorium gier w postaci normalnej: { $why }.
trees-nf-corner = G1 \ G2
trees-nf-too-large = Tabela jest zbyt duża, by ją tu narysować (ponad { $limit } strategii jednego gracza); jej równowagi są wymienione poniżej.
trees-nf-unavailable = Indukowana postać normalna jest niedostępna: { $error }
trees-pure-title = Równowagi Nasha w strategiach czystych ({ $n })
trees-pure-listed = Wymieniono pierwsze { $n } w kolejności wierszy, wraz z ich groźbami.
trees-col-player-1 = gracz 1
trees-col-player-2 = gracz 2
trees-col-payoffs = wypłaty
trees-col-spe = doskonała w podgrach?
trees-spe-yes = tak
trees-spe-no = nie — { $n } { $n ->
        [one] niewiarygodna groźba
        [few] niewiarygodne groźby
        [many] niewiarygodnych gróźb
       *[other] niewiarygodnej groźby
    }
trees-ne-hide = ukryj
trees-ne-show = pokaż na drzewie
trees-threats-none = Ta równowaga jest doskonała w podgrach: w każdej podgrze zalecana akcja jest najlepszą odpowiedzią (przerywane krawędzie na drzewie).
trees-threats-intro = Nie jest doskonała w podgrach. Przerywane krawędzie to strategie tej równowagi; czerwone pierścienie oznaczają podgry, w których zalecana akcja nie jest najlepszą odpowiedzią — to groźba, której gracz nie wykonałby, gdyby do tej podgry doszło:
trees-threat = węzeł { $node }: gracz { $player } ma zagrać { $told } (wypłata { $payoff }), ale { $better } daje { $better_payoff }
trees-svg-label = drzewo gry
trees-the-root = korzeń
trees-root = korzeń
trees-at-root = w korzeniu
trees-after = po { $path }
trees-labelled-node = { $label } (po { $path })
trees-labelled-root = { $label } (w korzeniu)
trees-node-title = { $node } — ruch gracza { $player }
trees-chance-title = { $node } — los
trees-chance-mark = L
trees-infoset-title = Zbiór informacyjny { $name } gracza { $player }: { $n } { $n ->
        [one] węzeł, którego
        [few] węzły, których
        [many] węzłów, których
       *[other] węzła, których
    } gracz nie potrafi odróżnić
trees-set-title = Zbiór informacyjny
trees-set-members = W zbiorze { $n } { $n ->
        [one] węzła
       *[other] węzłów
    }, których gracz nie potrafi odróżnić: { $nodes }.
trees-set-alone = Sam w swoim zbiorze informacyjnym: gracz wie, że jest właśnie tutaj.
trees-set-name = Nazwa zbioru
trees-set-mark = Oznacz do dołączenia (M)
trees-set-join = Dołącz do zbioru węzła { $node } (J)
trees-set-split = Wydziel ze zbioru (S)
trees-decision-node = Węzeł decyzyjny { $where }
trees-chance-node = Węzeł losowy { $where }
trees-mover = Ruch wykonuje
trees-player-1 = Gracz 1
trees-player-2 = Gracz 2
trees-mover-chance = Los (natura)
trees-label = Etykieta
trees-outcomes = Wyniki i prawdopodobieństwa
trees-actions = Akcje
trees-action-name = nazwa akcji { $n }
trees-outcome-probability = prawdopodobieństwo wyniku { $n }
trees-delete-action = usuń tę akcję wraz z jej poddrzewem
trees-add-outcome = + wynik
trees-add-action = + akcja
trees-make-leaf = Zamień w liść (usuń poddrzewo)
trees-leaf = Liść { $where }
trees-make-decision = Zamień w węzeł decyzyjny
trees-delete-leaf = Usuń ten liść
trees-sets-title = Gra z informacją niedoskonałą
trees-sets-reading = Odczytywanie gry…
trees-sets-summary = Zbiory informacyjne: { $sets }. Gracz nie odróżnia węzłów jednego zbioru (połączonych linią przerywaną), więc strategia wybiera jedną akcję na każdy zbiór; indukcję wsteczną i indukowaną postać normalną zastępuje postać sekwencyjna.
trees-sets-zero-sum = Gra dwuosobowa o sumie zerowej: rozwiązana programem liniowym w postaci sekwencyjnej, z wynikiem dopracowanym w arytmetyce dokładnej.
trees-sets-lemke = Gra o sumie niezerowej: jedna równowaga znaleziona algorytmem Lemkego w postaci sekwencyjnej, dokładnie.
trees-recall-ok = Każdy gracz ma doskonałą pamięć.
trees-recall-missing = Brak doskonałej pamięci, więc postaci sekwencyjnej nie można zastosować: { $error }
trees-no-solver = Żaden dokładny solwer nie obsługuje tej gry: { $error }
trees-solver-failed = Solwer zawiódł: { $error }

## Informacja niedoskonała

imperfect-title = Informacja niedoskonała: zbiory informacyjne, postać sekwencyjna i CFR
imperfect-lead = Gracz, który nie widzi wszystkiego, wykonuje ruch w zbiorze informacyjnym: w węzłach, których nie potrafi odróżnić, z tymi samymi akcjami. Takie gry rozwiązuje się przez postać sekwencyjną, której rozmiar rośnie wraz z drzewem, a nie z liczbą strategii: dokładnie — programem liniowym dla gier o sumie zerowej i algorytmem Lemkego dla pozostałych; albo w przybliżeniu — minimalizacją żalu kontrfaktycznego (CFR), która uczy się, grając sama ze sobą; na tej metodzie opierają się programy grające w pokera.
imperfect-controls-label = gra
imperfect-game = Gra
imperfect-imported = Zaimportowany plik .efg
imperfect-import-efg = Importuj plik .efg programu Gambit (ze zbiorami informacyjnymi)
imperfect-iterations-range = podaj całkowitą liczbę iteracji od 1 do { $max }
imperfect-being-read = gra jest odczytywana
imperfect-summary = { $title }: liczba graczy { $n } ({ $players }), liczba węzłów { $nodes }, zbiory informacyjne { $sets }.
imperfect-constant-sum = Gra dwuosobowa o sumie stałej: w każdym liściu wypłaty sumują się do { $sum } (po przesunięciu — gra o sumie zerowej).
imperfect-zero-sum = Gra dwuosobowa o sumie zerowej.
imperfect-not-zero-sum = Gra o sumie niezerowej (albo nie dla dwóch graczy).
imperfect-recall-ok = Każdy gracz ma doskonałą pamięć.
imperfect-unreadable = Nie udało się odczytać gry: { $error }
imperfect-reading = Odczytywanie gry…
imperfect-exact-title = Rozwiązanie dokładne
imperfect-method-lp = Program liniowy w postaci sekwencyjnej (Koller, Megiddo, von Stengel), na wbudowanej metodzie sympleks, z wynikiem dopracowanym w arytmetyce dokładnej i potwierdzonym dokładnymi najlepszymi odpowiedziami.
imperfect-method-lemke = Algorytm Lemkego w postaci sekwencyjnej (Koller, Megiddo, von Stengel 1996), dokładny; równowaga sprawdzona dokładnymi najlepszymi odpowiedziami.
imperfect-no-solver = Żaden dokładny solwer nie obsługuje tej gry: { $error }
imperfect-prior = Rozkład a priori
imperfect-prior-uniform = jednostajny
imperfect-prior-random = losowy, całkowicie mieszany
imperfect-seed = ziarno { $seed }
imperfect-solve = Rozwiąż dokładnie
imperfect-solver-failed = Solwer zawiódł: { $error }
imperfect-cfr-title = Uczenie: minimalizacja żalu kontrfaktycznego
imperfect-cfr-refused = CFR działa na dwuosobowych grach o sumie zerowej z doskonałą pamięcią; ta gra do nich nie należy.
imperfect-algorithm = Algorytm
imperfect-iterations = Iteracje
imperfect-run = Uruchom
imperfect-cfr-stale = Te wyniki dotyczą poprzedniego algorytmu i liczby iteracji.
imperfect-cfr-value = Po { $n } { $n ->
        [one] iteracji
       *[other] iteracjach
    }: { $player } oczekuje { $value }; eksploatowalność { $exploitability }.
imperfect-bench-summary = Pomiar czasu: CFR w tej przeglądarce
imperfect-bench-text = 200 iteracji CFR, CFR+ i DCFR na pokerze Kuhna i pokerze Leduc oraz celowo naiwnej wersji CFR+ (punkt odniesienia), w wątku roboczym — te same przebiegi co w pomiarze natywnego programu, więc można je porównać.
imperfect-col-game = gra
imperfect-col-algorithm = algorytm
imperfect-col-iterations = iteracje
imperfect-col-speed = iteracje/s (wasm)
imperfect-col-speedup = × wersja naiwna
imperfect-col-exploitability = eksploatowalność
imperfect-kuhn-poker = Poker Kuhna
imperfect-leduc-poker = Poker Leduc
imperfect-opponent-equilibrium = dokładna równowaga
imperfect-opponent-cfr-plus = CFR+ po { $n } { $n ->
        [one] iteracji
       *[other] iteracjach
    }
imperfect-opponent-uniform = gra jednostajnie losowa
imperfect-play-seat = Rozdanie { $hand } — jesteś graczem { $seat }.
imperfect-play-seat-first = Rozdanie { $hand } — jesteś graczem { $seat } (zaczynasz).
imperfect-your-card = Twoja karta:
imperfect-public-card = · karta wspólna:
imperfect-opponent-card = · karta przeciwnika:
imperfect-hidden = zakryta
imperfect-your-move = twój ruch
imperfect-next-hand = Następne rozdanie
imperfect-running-won = Po { $n } { $n ->
        [one] rozdaniu
       *[other] rozdaniach
    }: łączna wygrana { $total }, { $mean } na rozdanie
imperfect-running-lost = Po { $n } { $n ->
        [one] rozdaniu
       *[other] rozdaniach
    }: łączna strata { $total }, { $mean } na rozdanie
imperfect-interval-too-few = Przedział 95% wymaga co najmniej { $hands } { $hands ->
        [one] rozdania
       *[other] rozdań
    }: przy mniejszej liczbie sam przypadek mógłby dać dowolny wynik.
imperfect-interval-hoeffding = przedział 95% od { $low } do { $high }, z nierówności Hoeffdinga: szeroki, ale prawdziwy przy dowolnie małej liczbie rozdań
imperfect-interval-normal = przedział 95% od { $low } do { $high }, z przybliżenia rozkładem normalnym
imperfect-dealing = Obliczanie strategii przeciwnika i rozdawanie…
imperfect-play-title = Zagraj przeciw obliczonej strategii
imperfect-play-text = Ty i komputer zamieniacie się miejscami w każdym rozdaniu. Komputer gra swoją strategią w zbiorze informacyjnym, w którym się znajduje: zna własną kartę i zakłady, nigdy twojej karty — a ta strona nigdy nie zna karty komputera przed odkryciem kart (rozdania odbywają się w wątku roboczym, który przesyła tylko to, co wolno ci zobaczyć). Przeciw dokładnej równowadze żaden sposób gry nie wygrywa średnio: w wielu rozdaniach możesz oczekiwać co najwyżej 0.
imperfect-opponent = Przeciwnik
imperfect-new-table = Nowy stół
imperfect-table-failed = Stół zawiódł: { $error }
imperfect-delta-range = δ to prawdopodobieństwo ściśle między 0 a 1
imperfect-race-title = Która strategia jest lepsza? Rozstrzyga wyścig
imperfect-race-text = Obie strategie rozgrywają pary rozdań z tymi samymi kartami, każda raz na każdym miejscu (poker duplikatowy, który eliminuje większość szczęścia w rozdaniu kart). Algorytm wyścigowy (ILEBR* 2 z laboratorium wyścigów: empiryczne ograniczenia Bernsteina, testowane w rosnących odstępach) śledzi odsetek par wygranych przez A (parę nierozstrzygniętą rozstrzyga rzut monetą) i zatrzymuje się, gdy jego ograniczenia, prawdziwe przez cały czas z prawdopodobieństwem 1 − δ, nie obejmują już ½: werdykt jest błędny z prawdopodobieństwem co najwyżej δ.
imperfect-race = Wyścig
imperfect-race-live = Pary: { $pairs }, wygrane A: { $wins }.
imperfect-race-after = — po { $pairs } { $pairs ->
        [one] parze
       *[other] parach
    } rozdań (wygrane A: { $share }%): { $reason }.
imperfect-beats = { $winner } pokonuje { $loser }
imperfect-undecided = Nierozstrzygnięte w limicie par
imperfect-simplex-iterations = { $n } { $n ->
        [one] iteracja
        [few] iteracje
        [many] iteracji
       *[other] iteracji
    } sympleksu
imperfect-pivots-from = { $n } { $n ->
        [one] piwot
        [few] piwoty
        [many] piwotów
       *[other] piwotu
    } od { $prior }
imperfect-prior-uniform-words = jednostajnego rozkładu a priori (każda akcja równie prawdopodobna)
imperfect-prior-random-words = losowego, całkowicie mieszanego rozkładu a priori (ziarno { $seed })
imperfect-payoffs = Wypłaty: { $player1 } { $payoff1 }, { $player2 } { $payoff2 } ({ $what }).
imperfect-exact-payoffs = Dokładne wypłaty
imperfect-certified = Potwierdzone: żaden gracz nie zyskuje na odstępstwie (dokładne najlepsze odpowiedzi; eksploatowalność 0).
imperfect-not-certified = Niepotwierdzone: dokładne najlepsze odpowiedzi znalazły zysk.
imperfect-download = Pobierz dokładne rozwiązanie (JSON)
imperfect-kuhn-summary = Twierdzenie Kuhna: ta sama równowaga jako strategie mieszane na planach ({ $plans1 } × { $plans2 } planów w zredukowanej postaci normalnej)
imperfect-kuhn-note = Plan wskazuje akcję w każdym zbiorze informacyjnym gracza, do którego może dojść (* tam, gdzie wcześniejsza akcja samego gracza wyklucza ten zbiór). Strategia behawioralna wyznacza strategię mieszaną na planach — prawdopodobieństwo planu to iloczyn prawdopodobieństw jego akcji — a przy doskonałej pamięci strategia mieszana wyznacza z powrotem strategię behawioralną: obie są równoważne pod względem realizacji.
imperfect-kuhn-mixes = { $player } miesza: { $mix }.
imperfect-kuhn-round-trip = Z powrotem od strategii mieszanych do behawioralnych: te same strategie w każdym zbiorze, do którego prowadzą plany graczy.
imperfect-kuhn-round-trip-differs = Droga w obie strony daje co innego: gra nie ma doskonałej pamięci.
imperfect-col-player = gracz
imperfect-col-set = zbiór informacyjny
imperfect-col-belief = przekonanie: gdzie jest gracz, jeśli dojdzie do tego zbioru
imperfect-col-behaviour = strategia behawioralna
imperfect-beliefs-summary = Przekonania z reguły Bayesa w zbiorach informacyjnych osiąganych w równowadze (liczba zbiorów: { $n })
imperfect-beliefs-note = Prawdopodobieństwo dojścia do każdego węzła (ruchy losu i strategie obu graczy), podzielone przez prawdopodobieństwo dojścia do zbioru: to, co gracz wykonujący ruch sądzi o ruchach, których nie widział. Zbiorom, do których równowaga nigdy nie prowadzi, nie narzuca się żadnych przekonań.
imperfect-bars-title-first = Strategia średnia w trakcie uczenia (pierwsze zbiory informacyjne: { $shown } z { $total })
imperfect-bars-title = Strategia średnia w trakcie uczenia
imperfect-compared = Obok dokładnej równowagi z programu liniowego (wartość { $exact }, jej strategie są w tabeli rozwiązania dokładnego): wartość strategii średniej { $value }; największa różnica prawdopodobieństw { $largest } ({ $at }).
imperfect-compared-note = Gra może mieć wiele równowag (w pokerze Kuhna gracz 1 ma całą ich rodzinę), więc średnia CFR może się różnić od strategii z programu liniowego tam, gdzie obie są optymalne; do 0 dąży jej eksploatowalność, a nie ta różnica.
imperfect-lemke-title = Ścieżka Lemkego od rozkładu a priori
imperfect-lemke-note = Zmienna pokrywająca z₀ zaczyna od 1, gdzie każdy gracz odpowiada najlepiej na rozkład a priori; każdy piwot wprowadza jedną zmienną do bazy i usuwa z niej jej zmienną komplementarną, a ścieżka kończy się, gdy z₀ opuszcza bazę: w równowadze (von Stengel, van den Elzen i Talman 2002). Rozkład a priori bliższy jednej z równowag zwykle do niej prowadzi.
imperfect-lemke-start = « Początek
imperfect-lemke-prev = ◀ Piwot
imperfect-lemke-next = Piwot ▶
imperfect-lemke-end = Koniec »
imperfect-lemke-step = Piwot { $k } z { $n }: do bazy wchodzi { $entered }, wychodzi { $left }; z₀ = { $z0 }.
imperfect-lemke-travelled = jak daleko na ścieżce
imperfect-all-strategies = Strategie we wszystkich zbiorach informacyjnych (liczba zbiorów: { $n })
imperfect-player = Gracz { $n }

## Gry w postaci normalnej

games-title = Gry w postaci normalnej: wszystkie równowagi Nasha
games-lead = Edytuj nazwy i wypłaty (w każdym polu najpierw wypłata gracza wierszowego; strzałki przenoszą między polami, Ctrl+Z / Ctrl+Y cofają i ponawiają). Podkreślone wypłaty to najlepsze odpowiedzi; wyróżnione pole to czysta równowaga Nasha. Poniżej: wszystkie równowagi w dokładnych ułamkach, wykresy, poziomy bezpieczeństwa i dominacja.
games-players-label = liczba graczy
games-players-two = Dwóch graczy
games-players-many = Trzech lub czterech graczy
games-column-name = nazwa kolumny { $n }
games-remove-column-title = usuń tę kolumnę
games-remove-column = usuń kolumnę { $n }
games-row-name = nazwa wiersza { $n }
games-remove-row-title = usuń ten wiersz
games-remove-row = usuń wiersz { $n }
games-row-payoff = wypłata gracza wierszowego w { $row },{ $col }
games-column-payoff = wypłata gracza kolumnowego w { $row },{ $col }
games-strictly = ściśle
games-weakly = słabo
games-very-weakly = bardzo słabo
games-elim-title = Iterowana eliminacja strategii zdominowanych
games-dominance = Dominacja
games-dominance-strict = ścisła
games-dominance-weak = słaba
games-dominance-very-weak = bardzo słaba (≥ wszędzie)
games-elim-mixed = także przez strategie mieszane (LP)
games-elim-none-mixed = Żadna strategia nie jest { $how } zdominowana (ani przez strategię czystą, ani przez mieszaną).
games-elim-none-pure = Żadna strategia nie jest { $how } zdominowana przez strategię czystą.
games-reset = Od początku
games-back = ◀ Wstecz
games-step = Krok ▶
games-elim-all = Wszystkie kroki
games-elim-count = Pokazano { $shown } z { $total ->
        [one] { $total } kroku
       *[other] { $total } kroków
    } (skreślone w tabeli)
games-elim-step-row = usuń strategię wierszową { $name } — jest zdominowana przez { $by }
games-elim-step-column = usuń strategię kolumnową { $name } — jest zdominowana przez { $by }
games-elim-result = Pozostają: wiersze { $rows } × kolumny { $columns }.
games-elim-failed = eliminacja nie powiodła się (niepowodzenie LP nie jest odczytywane jako „niezdominowana”): { $error }
games-problems = { $n ->
        [one] { $n } błąd w tabeli (zaznaczony na czerwono). Poniższe wyniki dotyczą ostatniej poprawnej gry, dopóki go nie poprawisz.
        [few] { $n } błędy w tabeli (zaznaczone na czerwono). Poniższe wyniki dotyczą ostatniej poprawnej gry, dopóki ich nie poprawisz.
        [many] { $n } błędów w tabeli (zaznaczone na czerwono). Poniższe wyniki dotyczą ostatniej poprawnej gry, dopóki ich nie poprawisz.
       *[other] { $n } błędu w tabeli (zaznaczone na czerwono). Poniższe wyniki dotyczą ostatniej poprawnej gry, dopóki ich nie poprawisz.
    }
games-names-label = nazwy w grze
games-game-title = Tytuł
games-row-player = Gracz wierszowy
games-column-player = Gracz kolumnowy
games-edit-label = edycja gry
games-preset = Gotowa gra
games-choose = wybierz…
games-preset-prisoners-dilemma = Dylemat więźnia
games-preset-driving = Jazda (czysta koordynacja)
games-preset-matching-pennies = Orzeł i reszka (dopasowywanie monet)
games-preset-battle-of-the-sexes = Walka płci
games-preset-rock-paper-scissors = Papier, kamień, nożyce
games-preset-stag-hunt = Polowanie na jelenia
games-preset-chicken = Gra w cykora
games-preset-chicken-aumann = Gra w cykora (Aumann 1974)
games-preset-von-stengel = 3×2: przykład von Stengla do algorytmu Lemkego–Howsona
games-preset-lh-unreachable = 3×3: równowagi, do których nie prowadzi żadna ścieżka Lemkego–Howsona
games-preset-traffic-light = Sygnalizacja świetlna
games-add-row = + wiersz
games-add-column = + kolumna
games-random-title = wypłaty całkowite −9…9, z ziarnem
games-random = Losowa gra (ziarno { $seed })
games-zero-sum-title = ustaw wypłaty gracza kolumnowego na przeciwne do wypłat gracza wierszowego
games-zero-sum = Zrób grę o sumie zerowej
games-undo = ↶ Cofnij
games-redo = ↷ Ponów
games-export-nfg = Eksportuj .nfg
games-link-copied = Skopiowano link
games-copy-link = Kopiuj link
games-to-trees = Drzewa gry →
games-size-hint = { $rows }×{ $cols }; najwyżej { $limit }×{ $limit }. Pasek adresu zawsze zawiera tę grę, więc link ją udostępnia.
games-class = Klasa: { $class }
games-class-common-payoff = gra o wspólnych wypłatach
games-class-zero-sum = gra o sumie zerowej
games-class-constant-sum = gra o sumie stałej ({ $sum })
games-class-general-sum = gra o sumie niestałej
games-analyses-failed = analizy nie powiodły się: { $error }
games-import-nfg = Importuj plik Gambita .nfg
games-lh-quick = Szybka odpowiedź (Lemke–Howson, brakująca etykieta 1): gracz wierszowy { $row }, gracz kolumnowy { $column }, wypłaty ({ $payoffs }). Pełne wyliczenie poniżej znajduje każdą równowagę.
games-expected = Wyliczanie wierzchołków obu wielościanów najlepszych odpowiedzi metodą przeszukiwania odwrotnego (reverse search), którego drzewa podzielono na części między { $workers ->
        [one] { $workers } wątek roboczy
        [few] { $workers } wątki robocze
       *[other] { $workers } wątków roboczych
    } (jeden na rdzeń): gra { $rows }×{ $cols } powinna zająć w tej przeglądarce na jednym wątku { $time } (według pomiaru czasu poniżej; gry z wieloma remisami są zwykle szybsze).
games-time-under-second = poniżej sekundy
games-time-seconds = około { $s } s
games-time-minutes = około { $min } min
games-compute-again = Oblicz ponownie
games-enumeration-failed = wyliczanie równowag nie powiodło się: { $error }
games-eq-heading = Równowagi Nasha (skrajne: { $n })
games-eq-heading-degenerate = Równowagi Nasha (skrajne: { $n }, gra zdegenerowana)
games-col-row-strategy = strategia gracza wierszowego
games-col-column-strategy = strategia gracza kolumnowego
games-col-payoffs = wypłaty
games-col-kind = rodzaj
games-col-kind-title = ścisła: każda strategia jest jedyną najlepszą odpowiedzią na drugą (def. 2.0.7); w przeciwnym razie słaba (def. 2.0.8); w strategiach dominujących: każda dominuje wszystkie pozostałe strategie swojego gracza (def. 2.3.2)
games-col-lh = Lemke–Howson z etykiety
games-col-lh-title = Lemke–Howson rozpoczęty przez porzucenie etykiety tej strategii kończy się tutaj
games-kind-strict = ścisła
games-kind-weak = słaba
games-kind-dominant = { $kind }, w strategiach { $how } dominujących
games-lh-no-label = — (nie prowadzi tu żadna etykieta)
games-eq-listed = Wymieniono pierwsze { $shown } z { $n } w kolejności; plik do pobrania zawiera wszystkie.
games-eq-download = Pobierz równowagi (JSON)
games-degenerate = Gra zdegenerowana: niektóre strategie mają więcej najlepszych odpowiedzi, niż liczy ich nośnik, więc równowagi mogą tworzyć kontinua.
games-tie-row = przy strategii wierszowej { $strategy } { $n ->
        [few] { $n } najlepsze odpowiedzi są równie dobre
       *[other] { $n } najlepszych odpowiedzi jest równie dobrych
    }
games-tie-column = przy strategii kolumnowej { $strategy } { $n ->
        [few] { $n } najlepsze odpowiedzi są równie dobre
       *[other] { $n } najlepszych odpowiedzi jest równie dobrych
    }
games-continuum = kontinuum: { $set }
games-side-row = strategia wierszowa { $strategy }
games-side-column = strategia kolumnowa { $strategy }
games-side-rows-between = wiersze między { $a } a { $b }
games-side-columns-between = kolumny między { $a } a { $b }
games-side-rows-mixing = wiersze mieszające { $list } i { $last }
games-side-columns-mixing = kolumny mieszające { $list } i { $last }
games-side-no-row = brak strategii wierszowej
games-side-no-column = brak strategii kolumnowej
games-degenerate-more = … i jeszcze { $n } (remisy i kontinua) w pliku do pobrania.
games-br-diagram = wykres najlepszych odpowiedzi
games-br-chart-title = Najlepsze odpowiedzi
games-br-chart-row = najlepsza odpowiedź gracza wierszowego
games-br-chart-column = najlepsza odpowiedź gracza kolumnowego
games-br-chart-equilibria = równowagi Nasha
games-bench-summary = Pomiar czasu: wszystkie równowagi losowych gier n×n w tej przeglądarce
games-run = Uruchom
games-bench-text = Losowe gry z ziarnem i wypłatami 0…99 (ziarno 1, te same gry co w pomiarze czasu programu natywnego), wszystkie równowagi przez przeszukiwanie odwrotne w wątku roboczym, po trzy razy każda; liczy się najszybsze uruchomienie i tylko czas samego wyliczania.
games-bench-from = od n =
games-bench-to = do n =
games-bench-equilibria = równowagi
games-bench-degenerate = zdegenerowana
games-bench-ms = ms (wasm)
games-bench-vertices = wierzchołki
games-bench-integers = liczby całkowite
games-bench-big = duże
games-bench-128 = 128-bitowe
games-yes = tak
games-no = nie
games-security-title = Poziomy bezpieczeństwa
games-security-maxmin = maxmin (gwarantowany)
games-security-maxmin-strategy = strategia bezpieczeństwa (maksyminowa)
games-security-minmax = minmax (do którego można go ograniczyć)
games-security-punishing = karząca strategia przeciwnika
games-lp-failed = LP nie powiodło się: { $error }
games-value-agree = Wartość gry z LP: { $value }; maxmin gracza wierszowego { $maxmin } = minmax { $minmax } ✓ (twierdzenie o minimaksie).
games-value-disagree = Wartość gry z LP: { $value }; maxmin gracza wierszowego { $maxmin } ≠ minmax { $minmax } — programy liniowe się nie zgadzają; zgłoś, proszę, tę grę.
games-value-lp-failed = LP dla wartości gry nie powiodło się: { $error }
games-envelope-mark = t = { $t } (wypłata { $payoff })
games-envelope-none = nie znaleziono
games-envelope-equilibrium = równowaga Nasha przy t = { $t }
games-envelope-lines-row = Proste wypłat gracza wierszowego; przeciągnij koniec albo ustaw na nim fokus i użyj strzałek, aby zmienić tę wypłatę
games-envelope-lines-column = Proste wypłat gracza kolumnowego; przeciągnij koniec albo ustaw na nim fokus i użyj strzałek, aby zmienić tę wypłatę
games-envelope-handle-row = Wypłata gracza wierszowego za { $name }, gdy przeciwnik gra { $other }
games-envelope-handle-column = Wypłata gracza kolumnowego za { $name }, gdy przeciwnik gra { $other }
games-envelope-caption-row = Najlepsze odpowiedzi gracza wierszowego w zależności od t = P({ $first }): { $pieces }. Równowagi Nasha (◆): { $marks }.
games-envelope-caption-column = Najlepsze odpowiedzi gracza kolumnowego w zależności od t = P({ $first }): { $pieces }. Równowagi Nasha (◆): { $marks }.
games-geometry-title = Geometria równowag
games-geometry-note = Geometria jest rysowana dla gier od 2×2 do { $max }×{ $max }; ta gra ma rozmiar { $rows }×{ $cols }.
games-figure-turn = — strzałki go obracają
games-figure-reset = Przywróć widok
games-ce-error = Nie udało się obliczyć wielościanu równowag skorelowanych: { $error }
games-ce-nash = Równowaga Nasha { $n }: { $distribution }
games-ce-best-title = Równowaga skorelowana maksymalizująca dobrobyt: { $distribution }
games-ce-title = Wielościan równowag skorelowanych
games-ce-hint = Rozkład na czterech polach to punkt czworościanu (każdy wierzchołek czworościanu to jedno pole z pewnością). Równowagi skorelowane — rozkłady, przy których żaden gracz nie zyskuje, nie słuchając rekomendacji — tworzą narysowany w nim wielościan. Kwadraty: równowagi Nasha (rozkłady produktowe); romb: równowaga skorelowana maksymalizująca sumę wypłat. Przeciągnij go albo ustaw na nim fokus i użyj strzałek, aby go obrócić.
games-ce-figure = Wielościan równowag skorelowanych w czworościanie rozkładów
games-ce-nash-welfare = Równowaga Nasha { $n }: { $distribution } — dobrobyt { $welfare }
games-ce-best = Najlepsza równowaga skorelowana: { $distribution } — dobrobyt { $welfare }
games-ce-vertices = Wierzchołki wielościanu ({ $n })
games-lh-title = Wielościany najlepszych odpowiedzi i algorytm Lemkego–Howsona
games-lh-shift = Konwencja von Stengla: wypłaty każdego gracza są przesunięte tak, by były dodatnie (gracza wierszowego o { $row }, gracza kolumnowego o { $column }; najlepsze odpowiedzi się nie zmieniają), więc P i Q są ograniczone. Etykiety 1–{ $m } to wiersze, { $first }–{ $last } to kolumny: wierzchołek P ma etykietę i, gdy xᵢ = 0, i etykietę { $m }+j, gdy kolumna j jest najlepszą odpowiedzią; wierzchołek Q ma etykietę i, gdy wiersz i jest najlepszą odpowiedzią, i { $m }+j, gdy yⱼ = 0.
games-lh-path-label = ścieżka Lemkego–Howsona
games-lh-start-at = Początek w
games-lh-start-artificial = (0, 0), sztuczna równowaga
games-lh-start-equilibrium = równowaga { $n }: x = { $x }, y = { $y }
games-lh-drop-label = Porzuć etykietę
games-lh-run = Do końca
games-lh-count = Krok { $at } z { $total }
games-lh-artificial = sztuczna równowaga (0, 0)
games-lh-equilibrium = równowaga { $n }
games-label-row = { $n } (wiersz { $name })
games-label-column = { $n } (kolumna { $name })
games-lh-stays = zostaje w tym samym punkcie (zdegenerowany piwot)
games-lh-moves = przesuwa się wzdłuż krawędzi
games-lh-step-ends = { $side } porzuca etykietę { $dropped } i { $moved }, zyskując etykietę { $picked } — brakującą: znów obecne są wszystkie etykiety, więc ścieżka kończy się w równowadze.
games-lh-step-next = { $side } porzuca etykietę { $dropped } i { $moved }, zyskując etykietę { $picked }; etykieta { $picked } jest podwojona (mają ją oba wierzchołki), więc teraz porzuca ją { $other }.
games-lh-polytope-p = { $set }, wielościan gracza wierszowego ({ $dim }D); przy każdym wierzchołku jego etykiety
games-lh-polytope-q = { $set }, wielościan gracza kolumnowego ({ $dim }D); przy każdym wierzchołku jego etykiety
games-lh-degenerate-start = Ten początek jest równowagą zdegenerowaną: jej wierzchołki mają nadmiarowe etykiety, więc bez wyboru bazy nie wiadomo, którą krawędzią wyjść.
games-lh-at-start = Początek — { $start }: obecne są wszystkie etykiety. Zrób krok, aby porzucić etykietę { $label }.
games-lh-step-of = Krok { $k } z { $n }: { $step }
games-lh-reached = Koniec ścieżki: { $end }; x = { $x }, y = { $y }.
games-lh-back-at-artificial = Z powrotem w sztucznej równowadze (0, 0): porzucenie tej etykiety w tej równowadze przechodzi wstecz ścieżkę z (0, 0).
games-lh-index-degenerate = — (zdegenerowana)
games-lh-no-label-reaches = żadną etykietą
games-lh-pair = Bieżąca para: x = { $x } (etykiety { $xlabels }), y = { $y } (etykiety { $ylabels }).
games-lh-pairing-caption = Gdzie kończy się ścieżka porzucająca każdą z etykiet, z każdego początku
games-lh-col-start = początek
games-lh-col-index = indeks
games-lh-col-drop = bez { $n }
games-lh-eq-short = równ. { $n }
games-lh-all-reached = Każdą równowagę osiąga się ze sztucznej równowagi, porzucając którąś etykietę ({ $list }).
games-lh-reached-by = równowagę { $n } etykietą { $labels }
games-lh-unreachable-item = równowaga { $n } (indeks { $index })
games-lh-unreachable = Żadna ścieżka Lemkego–Howsona ze sztucznej równowagi nie prowadzi do: { $list }; te równowagi znajduje się tylko, zaczynając od innej równowagi.
games-lh-unreachable-positive = Żadna ścieżka Lemkego–Howsona ze sztucznej równowagi nie prowadzi do: { $list }; te równowagi znajduje się tylko, zaczynając od innej równowagi. Równowaga o indeksie +1 wśród nich pokazuje, że dodatni indeks nie czyni równowagi osiągalną.
games-import-text = Treść pliku { $kind } (wklej ją tutaj)
games-import = Importuj
games-n-title = Gry w postaci normalnej: trzech graczy i więcej
games-n-lead = Jedna macierz na każdą strategię gracza 3 (na każdą parę strategii graczy 3 i 4): wiersze to strategie gracza 1, kolumny — gracza 2, a każde pole zawiera kolejno wypłaty wszystkich graczy. Podkreślone wypłaty to najlepsze odpowiedzi; wyróżnione pole to równowaga w strategiach czystych. Poniżej: każda równowaga Nasha z certyfikatem (dokładne ułamki albo 32 cyfry z dowodem, gdy jest niewymierna) oraz równowagi skorelowane z dokładnego LP.
games-n-preset-coordination = Koordynacja trzech graczy
games-n-preset-voting = Głosowanie (cykl Condorceta)
games-n-preset-nine-equilibria = 2×2×2 z dziewięcioma równowagami (McKelvey–McLennan)
games-n-preset-irrational = Tylko równowaga niewymierna (Nau i in.)
games-n-add-player = + gracz
games-n-remove-player = − ostatni gracz
games-n-shape = { $shape }; najwyżej { $limit } strategii na gracza, 4 graczy i { $cells } pól. Pasek adresu zawsze zawiera tę grę.
games-n-import-nfg = Importuj plik Gambita .nfg (3 lub 4 graczy)
games-n-players-label = gracze i ich strategie
games-n-player-name = nazwa gracza { $n }
games-n-role-rows = wiersze
games-n-role-columns = kolumny
games-n-role-matrices = macierze
games-n-strategy-name = nazwa strategii { $n } gracza { $player }
games-n-remove-strategy = usuń strategię { $n } gracza { $player }
games-n-remove-strategy-title = usuń tę strategię
games-n-add-strategy = dodaj strategię graczowi { $player }
games-n-add-strategy-button = + strategia
games-n-payoff = wypłata gracza { $player } w ({ $profile })
games-n-problems = { $n ->
        [one] { $n } błąd w grze (zaznaczony na czerwono). Poniższe wyniki dotyczą ostatniej poprawnej gry, dopóki go nie poprawisz.
        [few] { $n } błędy w grze (zaznaczone na czerwono). Poniższe wyniki dotyczą ostatniej poprawnej gry, dopóki ich nie poprawisz.
        [many] { $n } błędów w grze (zaznaczone na czerwono). Poniższe wyniki dotyczą ostatniej poprawnej gry, dopóki ich nie poprawisz.
       *[other] { $n } błędu w grze (zaznaczone na czerwono). Poniższe wyniki dotyczą ostatniej poprawnej gry, dopóki ich nie poprawisz.
    }
games-n-pure-title = Równowagi w strategiach czystych
games-n-pure-none = Brak: w każdym polu któryś gracz zyskuje, zmieniając strategię samodzielnie.
games-n-pure-item = ({ $profile }) — { $kind } — wypłaty ({ $payoffs })
games-n-nothing-dominated = Nic nie jest zdominowane: każda strategia pozostaje.
games-n-elim-step = { $player }: { $strategy } — { $how } zdominowana przez { $by }
games-n-survives = Pozostają: { $left }.
games-n-survives-solved = Pozostają: { $left } — po jednej strategii na gracza: gra jest rozwiązywalna przez dominację.
games-n-security-caption = Poziomy bezpieczeństwa (dokładne)
games-n-col-player = gracz
games-n-col-maxmin = wartość maxmin
games-n-col-maxmin-strategy = strategia maksyminowa
games-n-col-minmax-correlated = minmax, pozostali skorelowani
games-n-col-minmax-pure = minmax, pozostali w strategiach czystych
games-n-analysis-title = Dominacja i bezpieczeństwo
games-n-analysis-hint = Strategie są usuwane pojedynczo (najpierw gracza o najniższym numerze), dopóki któraś jest zdominowana w tym, co zostało; mieszanka może dominować tam, gdzie nie dominuje żadna pojedyncza strategia. Maxmin gracza to to, co może sobie zagwarantować bez względu na to, co robią inni; pozostali mogą go ograniczyć do minmaxu (nie więcej, gdy mogą się koordynować; do minmaxu w strategiach czystych, gdy każdy gra jedną strategię).
games-n-remove-strategies = Usuwaj strategie
games-n-dominated = { $how } zdominowane
games-n-mixtures = mieszanki mogą dominować
games-nbench-summary = { $games ->
        [one] { $games } gra
        [few] { $games } gry
       *[other] { $games } gier
    } w { $total } ms: średnio { $mean } ms, mediana { $median } ms, najwolniej { $slowest } ms; { $equilibria ->
        [one] { $equilibria } równowaga
        [few] { $equilibria } równowagi
       *[other] { $equilibria } równowag
    } (niewymierne: { $irrational }); kompletność udowodniona dla { $complete } z { $games }.
games-nbench-games-error = liczba całkowita od 1 do { $max }
games-nbench-seed-error = liczba całkowita ≥ 0
games-nbench-summary-title = Pomiar czasu: losowe gry rozwiązywane w tej przeglądarce
games-nbench-hint = Losowe gry z ziarnem (wypłaty 0…99), w każdej wszystkie równowagi z certyfikatem, czas mierzony w wątku roboczym. Te same gry natywnie: { $command }
games-nbench-shape = Kształt
games-nbench-games = Gry
games-nbench-seed = Ziarno
games-nbench-col-game = gra
games-nbench-col-irrational = niewymierne
games-nbench-col-complete = kompletne
games-download-json = Pobierz JSON
games-n-eq-title = Wszystkie równowagi Nasha (z certyfikatem)
games-n-solve-again = Rozwiąż ponownie
games-n-certificate-complete = { $n ->
        [one] { $n } równowaga (zbiór kompletny) — { $certificate }
        [few] { $n } równowagi (zbiór kompletny) — { $certificate }
       *[other] { $n } równowag (zbiór kompletny) — { $certificate }
    }
games-n-certificate-incomplete = { $n ->
        [one] { $n } równowaga (kompletność nieudowodniona) — { $certificate }
        [few] { $n } równowagi (kompletność nieudowodniona) — { $certificate }
       *[other] { $n } równowag (kompletność nieudowodniona) — { $certificate }
    }
games-n-col-regret = żal
games-n-kind-exact = dokładna
games-n-kind-irrational = niewymierna: 32 cyfry, z dowodem
games-n-kind-not-isolated = niewymierna: z dowodem, nieizolowana
games-n-continuum = Kontinuum: { $description } — zakresy { $ranges }
games-n-ce-welfare = największy dobrobyt (suma wypłat)
games-n-ce-min = najwięcej dla gracza w najgorszym położeniu
games-n-ce-player = najlepsza dla gracza { $player }
games-n-ce-value = Wartość { $value } (≈{ $approx }); oczekiwane wypłaty ({ $payoffs }).
games-n-col-profile = profil
games-n-col-probability = prawdopodobieństwo
games-n-ce-title = Równowagi skorelowane (dokładne LP)
games-n-ce-hint = Mediator losuje profil z rozkładu i każdemu graczowi mówi tylko jego własną strategię; nikt nie zyskuje na nieposłuszeństwie. Gruba (coarse): każdy gracz zobowiązuje się, zanim ją usłyszy.
games-n-ce-maximise = Maksymalizuj
games-n-ce-coarse = gruba równowaga skorelowana

## Dynamika ewolucyjna i dylemat więźnia

evolution-title = Dynamika ewolucyjna i dylemat więźnia
evolution-lead = Równowagi mówią, gdzie gra może się zatrzymać; dynamika mówi, jak populacja tam dochodzi — albo dlaczego nigdy nie dochodzi. Tutaj udziały strategii w populacji zmieniają się zależnie od tego, jak dobrze każdej się wiedzie, każdy punkt stacjonarny jest znajdowany dokładnie i klasyfikowany, skończona populacja utrwala jedną strategię przez przypadek i selekcję, a strategie iterowanego dylematu więźnia spotykają się w meczach, turniejach i wyścigach.
evolution-dyn-title = Dynamika na sympleksie
evolution-dyn-replicator = dynamika replikatorowa
evolution-dyn-best-response = dynamika najlepszej odpowiedzi
evolution-dyn-logit = dynamika logitowa (precyzja λ)
evolution-dyn-fictitious = gra fikcyjna (rundy)
evolution-dyn-stochastic-fictitious = stochastyczna gra fikcyjna (λ, rundy)
evolution-lambda-not-number = λ: wpisz liczbę
evolution-time-not-number = czas: wpisz liczbę
evolution-view = Widok
evolution-portrait-label = Portret fazowy: kliknij, aby rozpocząć w tym miejscu trajektorię; albo przesuwaj przerywany kursor strzałkami (Shift: większe kroki), Enter rozpoczyna trajektorię w miejscu kursora, Backspace usuwa ostatnią
evolution-portrait-legend = Strzałki pokazują kierunek przepływu, ciemniejsze tam, gdzie jest on szybszy. Punkty stacjonarne: wypełniony = ESS; pierścień z kropką = równowaga Nasha, ale nie ESS; pusty = nie jest równowagą Nasha; ich kolor to werdykt linearyzacji — zielony stabilny, czerwony niestabilny, pomarańczowy siodło, niebieski środek, szary nierozstrzygnięty.
evolution-clear = Wyczyść trajektorie
evolution-trajectories = { $n ->
        [one] { $n } trajektoria
        [few] { $n } trajektorie
        [many] { $n } trajektorii
       *[other] { $n } trajektorii
    }
evolution-drawing = Rysowanie…
evolution-game = Gra
evolution-your-matrix = twoja macierz
evolution-your-nfg = twój plik .nfg
evolution-dynamics = Dynamika
evolution-rounds = rundy
evolution-time = czas
evolution-start-at = Start z udziałów
evolution-start-run = Rozpocznij trajektorię
evolution-own-game = Własna gra
evolution-matrix-label = Wypłaty gry symetrycznej (strategia wiersza przeciw strategii kolumny; jeden wiersz macierzy w linii, 2–4 strategie):
evolution-nfg-label = Albo wklej plik .nfg programu Gambit (gra kwadratowa z B = Aᵀ to jedna populacja; każda inna gra 2×2 to dwie populacje):
evolution-nfg-open = Otwórz plik .nfg
evolution-preset-rps = Kamień–papier–nożyce (gra o sumie zerowej)
evolution-preset-rps-stable = Kamień–papier–nożyce, stabilne wnętrze (wygrana 2, przegrana 1)
evolution-preset-rps-unstable = Kamień–papier–nożyce, niestabilne wnętrze (wygrana 1, przegrana 2)
evolution-preset-hawk-dove = Jastrząb–gołąb (V = 2, C = 4)
evolution-preset-stag-hunt = Polowanie na jelenia
evolution-preset-coordination = Koordynacja (trzy konwencje)
evolution-preset-prisoners-dilemma = Dylemat więźnia
evolution-preset-matching-pennies = Orzeł i reszka (dwie populacje)
evolution-preset-battle-of-the-sexes = Walka płci (dwie populacje)
evolution-preset-hawk-dove-retaliator-bully = Jastrząb–gołąb–odwetowiec–łobuz
evolution-explain-rps = Każda strategia wygrywa z jedną i przegrywa z drugą o tyle samo. Wewnętrzny punkt stacjonarny (1/3, 1/3, 1/3) jest równowagą Nasha, ale nie ESS; dynamika replikatorowa krąży wokół niego po orbitach zamkniętych (x₁·x₂·x₃ jest zachowywane).
evolution-explain-rps-stable = Wygrana jest warta więcej (2), niż kosztuje przegrana (1): wewnętrzny punkt stacjonarny jest ESS, a każda orbita wewnętrzna zbiega do niego po spirali (Zeeman 1980).
evolution-explain-rps-unstable = Przegrana kosztuje więcej (2), niż jest warta wygrana (1): wewnętrzny punkt stacjonarny odpycha, a orbity oddalają się po spirali ku cyklowi na brzegu kamień → papier → nożyce.
evolution-explain-hawk-dove = Jastrzębie walczą (każdy płaci połowę kosztu C = 4 za połowę wartości V = 2), gołębie się dzielą. Żadna strategia czysta nie jest stabilna: ESS to mieszanka z udziałem jastrzębi V/C = 1/2.
evolution-explain-stag-hunt = Polowanie na jelenia daje 4, ale tylko razem; zając daje 3 na pewno. Oba stany czyste są ścisłymi ESS; mieszany punkt stacjonarny z 3/4 myśliwych polujących na jelenia jest niestabilny i rozdziela ich baseny przyciągania.
evolution-explain-coordination = Dopasowanie się do innych daje 1, 2 lub 3 zależnie od konwencji, brak koordynacji daje 0. Każdy nośnik ma punkt stacjonarny; tylko trzy czyste konwencje są ESS.
evolution-explain-prisoners-dilemma = Zdrada daje więcej przeciw każdej strategii, więc współpracujący wymierają z każdego wewnętrznego punktu startowego: „zawsze zdradzaj” jest jedyną ESS.
evolution-explain-matching-pennies = Wiersze chcą się zgadzać, kolumny — różnić. Równowagę mieszaną (½, ½) otaczają orbity zamknięte dwupopulacyjnej dynamiki replikatorowej.
evolution-explain-battle-of-the-sexes = Oboje chcą się spotkać, ale wolą różne miejsca. Dwa czyste spotkania to ścisłe równowagi (ESS gry dwupopulacyjnej); równowaga mieszana jest siodłem.
evolution-explain-hawk-dove-retaliator-bully = Odwetowiec gra jak gołąb, dopóki nie zostanie zaatakowany, łobuz atakuje, dopóki nie napotka oporu. Gołąb i odwetowiec zarabiają przeciw sobie tyle samo, więc łącząca je krawędź to continuum punktów stacjonarnych; ściany pokazują każdą podgrę trzech strategii.
evolution-moran-title = Populacje skończone: proces Morana
evolution-moran-text = Populacja licząca N osobników gra dwiema wybranymi strategiami gry (numerowanymi jak w grze, od 1). W każdym kroku jeden osobnik rozmnaża się z prawdopodobieństwem proporcjonalnym do swojego dostosowania 1 − w + w·(jego średnia wypłata przeciw pozostałym), a jego potomek zastępuje jednego losowo wybranego osobnika. Jak skończy pojedynczy mutant? Dokładnie, ze wzoru iloczynowego ρ = 1 / (1 + Σₖ Πⱼ f_A(j)/f_B(j)) w ułamkach; oraz w symulacji z ziarnem, z przedziałem 99%. Przy dryfie neutralnym prawdopodobieństwo utrwalenia mutanta wynosi 1/N.
evolution-moran-strategies = strategie
evolution-moran-runs = przebiegi
evolution-seed = ziarno
evolution-moran-compute = Oblicz
evolution-ipd-title = Iterowany dylemat więźnia
evolution-ipd-text = W każdej turze obaj gracze jednocześnie wybierają współpracę (C) albo zdradę (D). Gdy obaj współpracują, każdy dostaje R, gdy obaj zdradzają — każdy P, a zdrajca trafiający na współpracującego dostaje T, gdy współpracujący dostaje S: przy T > R > P > S zdrada jest lepsza bez względu na to, co zrobi drugi gracz, a jednak obaj zyskują więcej, współpracując. W grze powtarzanej opłaca się być życzliwym, odpłacać i wybaczać — czy na pewno? Strategie pochodzą z biblioteki Axelroda, z jej nazwami i regułami; szum odwraca ruch z podanym prawdopodobieństwem (obaj gracze widzą odwrócony ruch).
evolution-ipd-yours-option = Twoja (reguła powyżej)
evolution-ipd-turns = tury w meczu
evolution-ipd-noise = szum
evolution-ipd-yours = Twoja strategia:
evolution-ipd-yours-memory-one = (szanse współpracy po każdym wyniku ostatniej tury, twój ruch pierwszy) albo
evolution-ipd-yours-lookup = (ruch dla każdej historii ostatnich 1–3 tur)
evolution-ipd-yours-name = jej nazwa
evolution-ipd-about = Co robi każda strategia
evolution-ipd-match-title = Mecz, ruch po ruchu
evolution-ipd-match-run = Rozegraj mecz
evolution-ipd-tournament-title = Turniej każdy z każdym
evolution-ipd-tournament-text = Gra każda para, a każda strategia gra też ze swoją kopią, jak w turniejach Axelroda; wynik strategii to jej średnia wypłata na turę przeciw pozostałym, a ranking ustala mediana po powtórzeniach. Mecze są dzielone między wątki robocze, po jednym na rdzeń.
evolution-ipd-players = gracze
evolution-ipd-and-yours = oraz twoja, gdy ją zapiszesz
evolution-ipd-repetitions = powtórzenia
evolution-ipd-generations = pokolenia
evolution-ipd-tournament-run = { $n ->
        [one] Uruchom turniej ({ $n } wątek roboczy)
        [few] Uruchom turniej ({ $n } wątki robocze)
        [many] Uruchom turniej ({ $n } wątków roboczych)
       *[other] Uruchom turniej ({ $n } wątku roboczego)
    }
evolution-ipd-matches-played = { $n ->
        [one] trwa: rozegrano { $n } mecz
        [few] trwa: rozegrano { $n } mecze
        [many] trwa: rozegrano { $n } meczów
       *[other] trwa: rozegrano { $n } meczu
    }
evolution-ipd-race-title = Która strategia jest lepsza? Rozstrzyga wyścig
evolution-ipd-race-text = Przeciw stawce partia losuje przeciwnika spośród graczy turnieju; A i B grają z nim z tym samym ziarnem, a partię wygrywa ten, kto zdobędzie więcej punktów (przy równym wyniku decyduje rzut monetą). W pojedynku partia to jeden mecz A przeciw B — w którym Tit For Tat (wet za wet) nigdy nie zdobywa więcej niż przeciwnik. Algorytm wyścigowy (ILEBR* 2 z laboratorium wyścigów: empiryczne ograniczenia Bernsteina, sprawdzane w rosnących odstępach) zatrzymuje się, gdy jego ograniczenia, prawdziwe przez cały czas z prawdopodobieństwem 1 − δ, opuszczą ½: werdykt jest błędny z prawdopodobieństwem co najwyżej δ.
evolution-ipd-racing-lab = Laboratorium wyścigów
evolution-ipd-racing-lab-after = pokazuje, jak takie wyścigi rozstrzygają i ile kosztuje ich pewność.
evolution-ipd-race-field = przeciw graczom turnieju
evolution-ipd-race-run = Uruchom wyścig
evolution-ipd-population-title = Gra populacyjna
evolution-ipd-population-text = Jak w „The Evolution of Trust” Nicky'ego Case'a: każdy osobnik rozgrywa mecz z każdym innym, potem osobniki z najniższymi wynikami są usuwane, a te z najwyższymi kopiowane (po 5 w każdej rundzie; remisy rozstrzyga ziarno), runda po rundzie.
evolution-ipd-population = strategia=liczebność, po jednej w linii
evolution-ipd-population-run = Rozegraj rundy
evolution-ipd-bench-summary = Pomiar czasu: turnieje w tej przeglądarce
evolution-bench-run = Uruchom
evolution-ipd-bench-text = Każda klasyczna strategia przeciw każdej innej i sobie samej, 200 tur, 5 powtórzeń, bez szumu i z szumem 0,05, w jednym wątku roboczym — te same przebiegi co w pomiarze programu natywnego, więc można je porównać.

## Optymalizacja strategii

evolve-title = Optymalizacja strategii: Wojna i Rrrats!
evolve-lead = Cztery optymalizatory ewolucyjne Jakóbczyka (2023) startują ze strategii początkowej (wszystkie parametry równe 0), mutują ją z rozmiarem kroku σ i zachowują mutację tylko wtedy, gdy wyścig stwierdzi, że pokonuje ona punkt odniesienia. Zobacz, jak strategia się zmienia, a potem sprawdź, jak radzi sobie z tą, od której zaczęła.
evolve-ci = { $score } (95% przedział ufności { $lo }–{ $hi })
evolve-optimiser-iterative = iteracyjny (1+1)
evolve-optimiser-coevolution = koewolucja właściwa
evolve-optimiser-approx = koewolucja przybliżona
evolve-optimiser-approx2 = koewolucja przybliżona 2
evolve-war-rules = Zasady Wojny
evolve-face-down = zakryte karty na wojnę
evolve-face-down-1 = 1 (domyślnie)
evolve-short-war = gdy brakuje kart na wojnę
evolve-short-war-loses = przegrywa (domyślnie)
evolve-short-war-last = gra swoją ostatnią kartą
evolve-cap = limit bitew
evolve-at-cap = po osiągnięciu limitu
evolve-at-cap-draw = remis ½ (domyślnie)
evolve-at-cap-more = wygrywa ten, kto ma więcej kart
evolve-rats-rules = Opcje zasad Rrrats! (wszystkie wyłączone = domyślne odczytanie)
evolve-auto-stop = dojście do 4 kończy turę
evolve-pile-check = pusty stos sprawdzany na końcu tury
evolve-bust-banks = spalenie odkłada rękę do banku
evolve-bust-returns = skradzione żetony wracają przy spaleniu
evolve-live-status = mutacja { $mutation } · zaakceptowane { $accepted } · σ = { $sigma } · partie: { $games } · populacja { $population }
evolve-live-evaluating = ocena znalezionej strategii przeciw początkowej
evolve-war-interpretation = malejąco { $desc }%, rosnąco { $asc }%, losowo { $shuffled }%
evolve-rats-interpretation = P(kontynuacji) = { $p } → { $rule }
evolve-found-by = Znalezione metodą „{ $optimiser }” w { $seconds } s
evolve-parameters = Parametry:
evolve-found-score = Przeciw strategii początkowej w { $games } partiach (z zamianą miejsc): { $score }
evolve-draws = { $n ->
        [one] { $n } remis
        [few] { $n } remisy
        [many] { $n } remisów
       *[other] { $n } remisu
    }
evolve-found-usage = mutacje: { $mutations }, zaakceptowane: { $accepted }, wyścigi: { $races }, partie: { $games }; końcowe σ = { $sigma }.
evolve-export-run = Eksportuj przebieg (JSON)
evolve-rules-help = Jak gra się w Wojnę i Rrrats! i co znaczą parametry strategii
evolve-war = Wojna
evolve-war-rules-text = 52 karty, po 26 dla każdego, trzymane w stosie: grasz z wierzchu, a wygrane karty idą na spód. Obaj odkrywają wierzchnią kartę; wyższa karta zabiera wszystkie karty ze stołu. Remis to wojna: każdy kładzie jedną kartę zakrytą (opcjonalnie trzy) i jedną odkrytą, i tak dalej przy kolejnym remisie. Gracz, który nie ma kart na wojnę, przegrywa (gdy brakuje obu: remis). Partia trwająca jeszcze po 10 000 bitew kończy się remisem, wartym ½.
evolve-war-strategy-text = Jedyny wybór to kolejność, w jakiej wygrane karty idą na spód twojego stosu. Strategia to trzy liczby A, B, C: z wagami e^A, e^B, e^C wygrane karty idą w kolejności malejącej (twoja najlepsza karta wraca pierwsza) z prawdopodobieństwem e^A / (e^A + e^B + e^C), rosnącej z e^B / (…), losowej z e^C / (…). Same zera to strategia początkowa, po jednej trzeciej; "desc" to zawsze malejąco.
evolve-rats-rules-text = Dwóch graczy, stos 31 żetonów, dwie kości o ściankach 0, 1, 2 (prawdopodobieństwa 3/6, 2/6, 1/6). W swojej turze rzucasz: 1 bierze żeton ze stosu, 2 kradnie jeden z banku drugiego gracza (albo bierze jeden ze stosu, jeśli ten bank jest pusty); dwa zera to spalenie — żetony z ręki wracają na stos i tura się kończy. Po każdym rzucie zatrzymujesz się (odkładasz rękę do banku) albo rzucasz dalej; powyżej 4 żetonów na ręce nadwyżka wraca, a 4 trafiają do banku. Gdy stos się opróżni, gra się kończy i wygrywa większy bank.
evolve-rats-strategy-text = Strategia to osiem liczb A1, A2, B1, B2, C1, C2, D1, D2: z 1, 2, 3 lub 4 żetonami na ręce (A, B, C, D) rzucasz dalej z prawdopodobieństwem e^k1 / (e^k1 + e^k2). Same zera to strategia początkowa (rzut dalej w połowie przypadków); "stop2" zatrzymuje się, gdy tylko masz 2.
evolve-settings = ustawienia optymalizatora
evolve-game = Gra
evolve-optimiser = Optymalizator
evolve-race = Wyścig
evolve-budget = budżet
evolve-budget-unit = jednostka budżetu
evolve-mutations = mutacje
evolve-games = partie
evolve-seed = ziarno
evolve-eval-games = partie oceny
evolve-run = Uruchom optymalizator
evolve-h2h-title = Pojedynek
evolve-never-stop = nigdy nie zatrzymuj się (turę kończą tylko spalenie i limit ręki)
evolve-stop-at = zatrzymaj się przy ≥ { $n } na ręce
evolve-descending = malejąco
evolve-ascending = rosnąco
evolve-shuffled = losowo
evolve-ordering-label = prawdopodobieństwa kolejności
evolve-p-continue-label = P(kontynuacji) w zależności od liczby żetonów na ręce
evolve-bar-title = ręka { $hand }: P(kontynuacji) = { $p }
evolve-hand = ręka { $hand }
evolve-nearest = P(kontynuacji) w zależności od liczby żetonów na ręce; najbliższa reguła progowa: { $rule }
evolve-bench-game = gra
evolve-bench-implementation = implementacja
evolve-bench-games = partie
evolve-bench-games-per-second = partie/s
evolve-bench-summary = Pomiar czasu: partie na sekundę w tej przeglądarce
evolve-bench-run = Uruchom
evolve-bench-text = Obaj gracze ze strategią początkową, zasady domyślne; szybkie symulatory oraz, jako punkt odniesienia w tym samym przebiegu, te same gry przez ogólny interfejs State — ten sam pomiar co w programie natywnym, więc można je porównać.
evolve-batch-optimiser = optymalizator
evolve-batch-count = liczba
evolve-batch-mean = średnia
evolve-batch-std = odch. std.
evolve-batch-min = min
evolve-batch-max = maks.
evolve-batch-games = partie na przebieg (średnio)
evolve-batch-claim = Praca (tabela { $table }): znalezione strategie wygrywają ze strategią początkową średnio ≈ { $mean }. Zmierzone tutaj dla: { $rules }; ziarna: przebieg r używa seed.derive(r), tak samo jak przebiegi programu natywnego.
evolve-export-csv = Eksportuj CSV
evolve-batch-title = Seria: R przebiegów z ziarnami na optymalizator (jak w tabelach 4.1/4.2 pracy Jakóbczyka 2023)
evolve-batch-runs = przebiegi na optymalizator
evolve-batch-run = { $n ->
        [one] Uruchom serię ({ $n } wątek roboczy)
        [few] Uruchom serię ({ $n } wątki robocze)
        [many] Uruchom serię ({ $n } wątków roboczych)
       *[other] Uruchom serię ({ $n } wątku roboczego)
    }
evolve-br-title = Dokładne najlepsze odpowiedzi (Rrrats!, łańcuch Markowa)
evolve-br-text = Najlepsza odpowiedź na strategię, znaleziona dokładnie przez iterację wartości po wszystkich pozycjach (stos, banki, ręka, czyja tura); potem najlepsza odpowiedź na nią i tak dalej. Każda odpowiedź jest streszczona dla każdej liczby żetonów na ręce tym, jak często rzuca dalej tam, gdzie taka decyzja zapada, oraz najbliższą regułą progową.
evolve-br-against = przeciw
evolve-br-rounds = rundy
evolve-br-rounds-error = 1–50 rund
evolve-br-solve = Rozwiąż
evolve-br-round = runda
evolve-br-wins = wygrywa z poprzednią
evolve-br-p-continue = P(kontynuacji) przy ręce 1 / 2 / 3 / 4
evolve-br-nearest = najbliższa reguła
evolve-br-fixed-point = punkt stały
evolve-br-fixed-yes = tak — równowaga symetryczna
evolve-h2h-text = Strategie: nazwa ({ $names }) albo parametry (Wojna: A,B,C; Rrrats!: A1,A2,…,D2). Gracze zmieniają się miejscami; remis liczy się jako ½.
evolve-h2h-first = pierwsza
evolve-h2h-use-found = użyj znalezionej strategii
evolve-h2h-second = druga
evolve-h2h-games-error = 100–10 000 000 partii
evolve-h2h-seed-error = liczba całkowita ≥ 0
evolve-h2h-play = Graj
evolve-h2h-race = Porównaj te dwie strategie w wyścigu →
evolve-h2h-exact = Dokładnie (pochłaniający łańcuch Markowa, losowy pierwszy gracz): pierwsza strategia wygrywa z prawdopodobieństwem { $p }.
evolve-h2h-exact-failed = dokładne rozwiązanie nie powiodło się: { $error }
evolve-h2h-result = Symulacja w { $games } partiach: pierwsza strategia uzyskuje { $score }{ $draws }.
evolve-thesis-war = Jakóbczyk (2023) podaje, że kolejność malejąca wygrywa z rosnącą w { $asc }% przypadków, a z losową w { $rand }%; wypróbuj desc przeciw asc i desc przeciw rand przy każdym odczytaniu zasad.
evolve-thesis-rats = Jakóbczyk (2023) podaje, że optimum w Rrrats! to zatrzymać się, mając na ręce co najmniej { $n }; porównaj dokładnie stop2 ze stop3 i stop4.

## Love Letter

ll-title = Love Letter: ukryta informacja i agenci grający w tę grę
ll-lead = Szesnaście kart, jedna w twojej ręce: wyeliminuj pozostałych graczy albo miej najwyższą kartę, gdy skończy się talia. Widzisz własną rękę, każdą odrzuconą kartę i to, co pokazały ci twój Kapłan, Baron i Król — agenci też, każdy ze swojego miejsca: żaden z nich nie może podejrzeć zakrytej karty i nie zdradza jej też kod HTML tej strony.
ll-face-down = zakryta karta
ll-seed-deck = Talia z pracy źródłowej i ta talia
ll-seed-deck-text = Praca źródłowa podaje 16 kart z 4 Strażniczkami, ale jej własna lista sumuje się do 15; ta strona gra talią z 2012 roku, z 5 Strażniczkami. Jej Tablica 3.1 (odkryte Król, Książę i Pokojówka; Strażniczka i Baron w ręce) zmienia się wraz z talią:
ll-col-unseen = niewidoczna karta
ll-col-seed-deck = praca źródłowa (4 Strażniczki)
ll-col-this-deck = ta talia (5 Strażniczek)
ll-deals = Jej obliczenie liczby rozdań z §2.2: 16!/(4!·2!⁴) = { $seed_orders } kolejności talii, razy 2¹⁰ za dziesięć decyzji dwuwariantowych = { $seed_scenarios } (≈ 5,58·10¹³; praca podaje ≈ 5,8·10¹²). Z 5 Strażniczkami: 16!/(5!·2!⁴) = { $orders } kolejności, { $scenarios } z decyzjami.
ll-match-title = Rozegraj partię
ll-opponents = przeciwnicy
ll-player = gracz { $n }
ll-iterations-max = iteracje ISMCTS (1–{ $max })
ll-iterations = iteracje ISMCTS
ll-seed = ziarno
ll-stacked = ułożone pierwsze rozdanie (opcjonalnie)
ll-stacked-placeholder = 16 wartości kart w kolejności rozdawania
ll-new = Nowa partia
ll-next = Następna runda
ll-your-turn = Twoja tura — zagraj kartę:
ll-no-target = bez celu
ll-yourself = siebie
ll-on = na:
ll-naming = typując
ll-play = Zagraj
ll-play-chosen = Zagraj: { $play }
ll-explain = Wyjaśnienie: jak decydują agenci
ll-explain-text = Agent zachłanny ocenia każdą kartę w ręce funkcją kryterialną Malarczyka (w pracy z 2015 roku oznaczoną F), na podstawie prawdopodobieństwa P(c), że przeciwnik ma kartę c — liczby niewidocznych egzemplarzy c podzielonej przez liczbę wszystkich niewidocznych kart (twoja ręka, odkryte karty i wszystkie odrzucone są widoczne). ISMCTS losuje rozkład niewidocznych kart spośród rozdań zgodnych z wiedzą swojego gracza, przeszukuje każde takie rozdanie i wykonuje najczęściej odwiedzany ruch. Zapytaj któregoś z nich, co zrobiłby na twoim miejscu:
ll-advise-greedy = Co zagrałby agent zachłanny?
ll-advise-memory = …zachłanny z pamięcią?
ll-advise-ismcts = …ISMCTS?
ll-in-your-seat = Na twoim miejscu
ll-reasons-title = Powody decyzji agentów w tej rundzie (pokazane teraz, gdy się skończyła)
ll-reasons-hint = Powody decyzji agentów wymieniają karty w ich rękach, dlatego są pokazywane dopiero po zakończeniu rundy.
ll-stacked-deck = Pierwszą rundę rozdano z ułożonej talii { $deck }.
ll-again = Naciśnij Nowa partia, aby zagrać ponownie (zmień ziarno, aby dostać inne rozdania).
ll-set-aside = jedna karta odłożona zakryta
ll-face-up = Odkryte (poza grą w tej rundzie):
ll-tokens-aria = { $n ->
        [one] { $n } żeton
        [few] { $n } żetony
        [many] { $n } żetonów
       *[other] { $n } żetonu
    }
ll-tokens = żetony: { $hearts }
ll-shows = pokazuje
ll-you-know = Wiesz: { $known }
ll-discards = odrzucone:
ll-col-card = karta
ll-p-target = P(c) dla celu
ll-f-in-hand = F(karta w ręce)
ll-random-choice = { $n ->
        [one] Wybrane jednostajnie losowo spośród { $n } dozwolonego zagrania (nigdy Księżniczka).
       *[other] Wybrane jednostajnie losowo spośród { $n } różnych dozwolonych zagrań (nigdy Księżniczka).
    }
ll-probabilistic-hint = Karta jest losowana z prawdopodobieństwem proporcjonalnym do F (agent zachłanny zagrywa najwyżej ocenioną), typ Strażniczki proporcjonalnie do P(c) (agent zachłanny typuje najbardziej prawdopodobną), a cel losowo.
ll-col-play = zagranie
ll-col-visits = odwiedziny
ll-col-mean-reward = średnia nagroda
ll-ismcts-hint = Iteracje: { $n }; wybierane jest najczęściej odwiedzane zagranie.
ll-t-title = Turniej: kto wygrywa i jak szybko
ll-t-text = Całe partie do docelowej liczby żetonów. Gdy agentów jest więcej niż miejsc, jest to turniej każdy z każdym: kolejno każdy stół złożony z tylu agentów; przy każdym stole agenci zajmują po kolei każde rozsadzenie, więc każdy siedzi na każdym miejscu i za każdym innym agentem równie często (to, kto siedzi za kim, ma znaczenie: agent zachłanny celuje w następnego gracza). Odsetki podano z 95-procentowymi przedziałami (Wilsona).
ll-lineup = skład
ll-seats-per-table = miejsca przy stole
ll-games = partie
ll-t-run = { $n ->
        [one] Rozegraj turniej ({ $n } wątek roboczy)
        [few] Rozegraj turniej ({ $n } wątki robocze)
        [many] Rozegraj turniej ({ $n } wątków roboczych)
       *[other] Rozegraj turniej ({ $n } wątku roboczego)
    }
ll-t-running = { $n ->
        [one] trwa: rozegrano { $n } partię
        [few] trwa: rozegrano { $n } partie
        [many] trwa: rozegrano { $n } partii
       *[other] trwa: rozegrano { $n } partii
    }
ll-t-chart-title = Odsetek zwycięstw w zależności od liczby rozegranych partii (linie przerywane: przedział 95%)
ll-t-chart-x = partie turnieju
ll-win-rate = odsetek zwycięstw
ll-fair-share = sprawiedliwy udział
ll-col-agent = agent
ll-col-wins = zwycięstwa
ll-col-interval = przedział 95%
ll-export-csv = Eksportuj CSV
ll-export-svg = Eksportuj SVG
ll-race-title = Który agent jest lepszy? Rozstrzyga wyścig
ll-race-text = Wyścig z laboratorium wyścigów rozgrywa całe partie dwuosobowe między dwoma agentami, na zmianę zamieniając miejsca, i zatrzymuje się, gdy tylko jego przedziały ufności dla odsetka zwycięstw μ pierwszego agenta pozwalają na werdykt: z prawdopodobieństwem co najmniej 1 − δ granice obowiązują przez cały czas, więc granica przekraczająca ½ wskazuje lepszego agenta z błędem co najwyżej δ; zatrzymanie z powodu precyzji oznacza, że μ jest w odległości co najwyżej ε od ½ albo zostało wyznaczone z dokładnością do ε.
ll-agent-a = agent A
ll-agent-b = agent B
ll-race = wyścig
ll-race-run = Uruchom wyścig
ll-bench-summary = Pomiar wydajności tej przeglądarki
ll-bench-run = Uruchom pomiar
ll-bench-text = W jednym wątku roboczym: losowe rundy dwuosobowe na sekundę (szybki symulator wobec pełnego silnika), iteracje ISMCTS na sekundę oraz czas na 1 000 całych partii dla każdej pary agentów — liczby, które w pracy Malarczyka z 2015 roku pozostały puste (zob. O projekcie). Ten sam pomiar działa w programie natywnym, więc oba można porównać.
ll-bench-fast = losowe rundy dwuosobowe / s (szybki symulator)
ll-bench-engine = … pełny silnik (punkt odniesienia)
ll-bench-ratio = szybki ÷ silnik
ll-bench-ismcts = iteracje ISMCTS / s
ll-col-pairing = para
ll-col-ms-per-1000 = ms na 1 000 partii
ll-col-first-wins = wygrane pierwszego agenta
ll-pairing = { $a } przeciw { $b }

## Wsiąść do Pociągu

ttr-title = Wsiąść do Pociągu: gracze budujący połączenia na mapie USA
ttr-lead = Rezerwuj połączenia między miastami za zestawy kart wagonów, łącz miasta ze swoich biletów i zdobądź najwięcej punktów. Gracz algorytmiczny z pracy Łabno z 2018 roku planuje najkrótszą drogę do zrealizowania swoich biletów; gracz neuronowy naśladuje go na podstawie 26 cech stanu gry (albo 28 z poprawionej wersji pracy). Każdy decyduje wyłącznie ze swojego miejsca: żaden nie widzi twoich kart ani biletów, a kod HTML tej strony nie zdradza ich kart i biletów.
ttr-match-title = Rozegraj grę
ttr-players = gracze
ttr-player = gracz
ttr-opponents = przeciwnicy
ttr-algorithmic = algorytmiczny
ttr-algo-thesis = algorytmiczny, według kodu z pracy
ttr-network-trained = sieć neuronowa (wytrenowana poniżej)
ttr-network-untrained = sieć neuronowa (najpierw wytrenuj ją poniżej)
ttr-random = losowy
ttr-seed = ziarno
ttr-seed-unreadable = Nie można odczytać ziarna: { $reason }.
ttr-longest = najdłuższa ścieżka +10
ttr-new = Nowa gra
ttr-watch = Obserwuj grę agentów
ttr-speed = kroki na sekundę
ttr-pause = Wstrzymaj
ttr-play = Graj
ttr-step = Krok
ttr-face-up = Odkryte karty
ttr-draw-deck = Dobierz z talii ({ $n })
ttr-piles = karty odrzucone: { $discard } · pozostałe bilety: { $tickets }
ttr-your-hand = Twoja ręka
ttr-no-cards = brak kart
ttr-your-tickets = Twoje bilety
ttr-your-turn = Twoja tura
ttr-keep-at-least = Zachowaj co najmniej { $n } z tych biletów
ttr-ticket-points = { $n ->
        [one] { $name } ({ $n } punkt)
        [few] { $name } ({ $n } punkty)
        [many] { $name } ({ $n } punktów)
       *[other] { $name } ({ $n } punktu)
    }
ttr-keep = Zachowaj: { $n }
ttr-claim = zarezerwuj połączenie (lub kliknij je na mapie)
ttr-claimable = do zarezerwowania: { $n }
ttr-pay = Zapłać: { $cards }
ttr-no-claim = Twoimi kartami nie da się zarezerwować żadnego połączenia.
ttr-draw-tickets = Dobierz bilety
ttr-pass = Pas
ttr-second-card = Weź drugą kartę: odkrytą (nie lokomotywę) albo z talii.
ttr-col-trains = wagoniki
ttr-col-cards = karty
ttr-col-tickets = bilety
ttr-col-route-points = punkty za połączenia
ttr-final-scores = Wyniki końcowe
ttr-col-routes = połączenia
ttr-col-completed-failed = zrealizowane / niezrealizowane
ttr-col-longest = najdłuższa ścieżka
ttr-col-total = razem
ttr-winner = zwycięzca
ttr-path = { $n ->
        [one] { $points } ({ $n } wagonik)
        [few] { $points } ({ $n } wagoniki)
        [many] { $points } ({ $n } wagoników)
       *[other] { $points } ({ $n } wagonika)
    }
ttr-export-record = Eksportuj zapis (JSON)
ttr-log = Dziennik
ttr-log-hint = W kolejności gry: 1 to pierwszy ruch gry, najnowszy jest na końcu.
ttr-route-claimed = { $route } — zarezerwowane przez: { $owner } (znak { $mark })
ttr-zoom-group = powiększenie mapy
ttr-zoom-out = pomniejsz
ttr-zoom-in = powiększ
ttr-zoom-fit = dopasuj
ttr-map-label = Mapa USA z połączeniami
ttr-claimed-by = Zarezerwowane przez:
ttr-map-hint = Wolne połączenia są narysowane w kolorze kart, którymi się je rezerwuje (szare: dowolny jeden kolor); zarezerwowane połączenie leży na pasie w kolorze właściciela, z jego numerem na każdym wagoniku. Miasta z twoich biletów są otoczone pierścieniem. Kliknij lub dotknij połączenie, które możesz zarezerwować (obrysowane na niebiesko), aby je zarezerwować; na małym ekranie najpierw powiększ mapę.
ttr-x-title = Eksperyment z pracy
ttr-x-text = Wiele gier z jednym rodzajem gracza na każdym miejscu, rozdzielonych między wątki robocze — te same gry co w eksperymencie programu natywnego z tym samym ziarnem (gra i przy p graczach jest rozdawana ze strumienia p tego ziarna, a potem i). Tabela jest taka jak w pracy (Łabno 2018, rozdz. 5): wyniki, odsetek graczy powyżej 110, 120 i 140 punktów, bilety, ruchy zabronione (decyzje sieci, które nie były dozwolone, zastąpione decyzjami gracza algorytmicznego; albo, według reguły z pracy, kończące grę, która wtedy liczy się tylko jako przerwana) — obok średniej z pracy (250 gier na każdą liczbę graczy).
ttr-x-need-network = najpierw wytrenuj sieć poniżej
ttr-x-all-sizes = 2–5 (każda liczba graczy)
ttr-x-games = gry na każdą liczbę graczy
ttr-forbidden = decyzja zabroniona
ttr-x-rule-replace = jest zastępowana decyzją gracza algorytmicznego (nasza reguła)
ttr-x-rule-end = kończy grę, pominiętą w tabeli (reguła z pracy)
ttr-x-run = { $n ->
        [one] Uruchom ({ $n } wątek roboczy)
        [few] Uruchom ({ $n } wątki robocze)
        [many] Uruchom ({ $n } wątków roboczych)
       *[other] Uruchom ({ $n } wątku roboczego)
    }
ttr-running-games = { $n ->
        [one] trwa: rozegrano { $n } grę
        [few] trwa: rozegrano { $n } gry
        [many] trwa: rozegrano { $n } gier
       *[other] trwa: rozegrano { $n } gry
    }
ttr-export-csv = Eksportuj CSV
ttr-export-svg = Eksportuj SVG
ttr-x-results-caption = Wykres z pracy przedstawiający wyniki dla każdej liczby graczy (jej „Wyniki wg. ilości graczy”).
ttr-x-range = { $p } graczy: { $lo }–{ $hi }
ttr-x-figure-caption = Najczęstszy wynik to { $mode } (liczba graczy: { $count }; w pracy: { $thesis }); wszystkie wyniki razem: średnia { $mean }, σ { $std }. Minimum–maksimum: { $ranges }.
ttr-t-title = Trenuj gracza neuronowego
ttr-t-text = Jak w pracy: gracz algorytmiczny rozgrywa gry nauczyciela; decyzje z miejsc, które zdobyły co najmniej 120 punktów (albo lepszej połowy), stają się przykładami czterech decyzji (rezerwacja połączenia, dobranie kart, dobranie biletów, pas); sieć z warstwami ukrytymi po 180 i 160 neuronów uczy się ich algorytmem AdaGrad na mini-próbkach, a jedna dziesiąta danych jest odłożona do walidacji. Najpierw gra sieć niewytrenowana (epoka 0, iteracja 0 z pracy), potem sieć po każdej epoce. Po zakończeniu treningu sieć gra w grach na tej stronie jako przeciwnik neuronowy.
ttr-t-protocol-text = Protokół z pracy w postaci, w jakiej wykonywał go jej kod: „epoka” estymatora TensorFlow to tyle kroków, ile wynosi rozmiar próbki (40 × 250 kroków po 250 decyzji), straty próbki są sumowane, AdaGrad ze współczynnikiem 0,05, startujący z sum 0,1, 60 gier na każdą liczbę graczy po każdej epoce — tutaj około 3 minut. Jej rozdział 6 (tabela uczenia) wykonywał 10 iteracji po 100 kroków po 100. Wejścia: 26 cech z pracy; ich poprawiona wersja zgodnie z opisem w tekście (bez danych pozostałych graczy, z kartami każdego koloru i najliczniejszym kolorem: 28); albo zgodnie z tym, co robił kod (26 cech plus najliczniejszy kolor i liczba posiadanych kolorów: 28).
ttr-protocol = protokół
ttr-t-choose = wybierz, aby wypełnić pola…
ttr-t-ours = nasz (30 epok po jednym przejściu, średnia strata)
ttr-t-thesis = rozdział 5 pracy (40 × 250 kroków, sumowana strata)
ttr-t-thesis-progress = rozdział 6 pracy (10 × 100 kroków po 100)
ttr-inputs = wejścia
ttr-features-original = 26 cech z pracy
ttr-features-revised = poprawione, zgodnie z tekstem (28)
ttr-features-repository = poprawione, zgodnie z kodem (28)
ttr-t-games = gry nauczyciela na każdą liczbę graczy
ttr-t-counts = liczby graczy
ttr-t-epochs = epoki
ttr-t-batch = rozmiar próbki (batch)
ttr-t-steps = próbek na epokę (puste: jedno przejście)
ttr-t-loss = strata próbki
ttr-t-loss-mean = średnia (nasza)
ttr-t-loss-sum = suma (z pracy)
ttr-t-rate = współczynnik uczenia
ttr-t-acc = sumy początkowe AdaGrad
ttr-t-eval = gry ewaluacyjne na epokę
ttr-t-run = Trenuj
ttr-t-load = …albo wczytaj wytrenowaną sieć (340 KB)
ttr-loading = wczytywanie…
ttr-loaded = Wytrenowana sieć (liczba parametrów: { $n }) gra teraz jako przeciwnik neuronowy.
ttr-load-failed = nie udało się wczytać sieci: { $reason }
ttr-no-reason = przeglądarka nie podała przyczyny
ttr-fetch-unreachable = Nie udało się pobrać { $url } ({ $reason }): być może nie ma połączenia z siecią. Plik jest pobierany tylko na żądanie; wczytaj go raz w trybie online, a zostanie zachowany do użytku offline
ttr-fetch-not-text = { $url }: to nie jest tekst
ttr-t-done = Wytrenowana na decyzjach z partii nauczyciela (decyzje: { $decisions }, partie: { $games }, zachowane miejsca: { $seats }, średni wynik { $mean }). Przeciwnik neuronowy gra teraz tą siecią.
ttr-t-time = { $seconds } s w wątku roboczym, { $per_epoch } s na epokę (łącznie z grami nauczyciela i grami ewaluacyjnymi).
ttr-t-download = Pobierz wagi
ttr-t-chart-title = Strata i trafność po każdej epoce
ttr-t-chart-y = entropia krzyżowa / odsetek trafnych
ttr-training-loss = strata treningowa
ttr-held-out-loss = strata walidacyjna
ttr-training-accuracy = trafność treningowa
ttr-held-out-accuracy = trafność walidacyjna
ttr-t-learning-caption = Wykres uczenia z pracy: wyniki gier sieci po każdej epoce. Reguła z pracy kończy grę przy decyzji zabronionej i pomija ją; jej średnia to linia przerywana, nasza (wszystkie gry, decyzje zabronione zastąpione) to linia ciągła.
ttr-epoch = epoka
ttr-loss = strata
ttr-accuracy = trafność
ttr-mean-score = średni wynik
ttr-forbidden-pct = zabronione %
ttr-interrupted = gry przerwane
ttr-mean-thesis-rule = średnia, reguła z pracy
ttr-min-max = min–maks
ttr-tickets-done-failed = bilety zrealizowane / niezrealizowane
ttr-of = { $part } z { $whole }
ttr-u-title = Sieci uniwersalne czy specyficzne (rozdział 5 pracy)
ttr-u-text = Jedna sieć uniwersalna uczy się z gier nauczyciela dla każdej liczby graczy; sieć specyficzna dla danej liczby graczy uczy się tylko z gier o tej liczbie graczy (tych samych gier). Potem każda rozgrywa te same rozdania na każdym miejscu. Tabele z pracy są liczone obok naszych: według jej reguły gra z decyzją zabronioną kończy się i jest pomijana (jej „gry policzone”). Protokół z pracy trenuje pięć sieci po 10 000 kroków: tutaj trwa to kilka minut; nasz zajmuje kilka sekund.
ttr-u-ours = nasz (30 epok po jednym przejściu)
ttr-u-thesis = z pracy (40 × 250 kroków, sumowana strata)
ttr-u-games = gry na każdą liczbę graczy i model
ttr-u-rule-end = kończy grę (reguła z pracy)
ttr-u-rule-replace = jest zastępowana (nasza reguła)
ttr-u-run = Trenuj i porównaj
ttr-u-specific = specyficzny
ttr-u-universal = uniwersalny
ttr-u-caption = { $model } — praca / nasze
ttr-u-model = { $sizes }: decyzje: { $n }, trafność { $accuracy }
ttr-u-models = Modele (liczby graczy, z których się uczyły): { $models }.
ttr-u-figure-caption = Wykres z pracy przedstawiający zakres punktów („Zakres punktów dla badanych modeli”): średni wynik każdego modelu dla każdej liczby graczy, z paskiem od najniższego do najwyższego wyniku.
ttr-bench-summary = Pomiar wydajności tej przeglądarki
ttr-bench-run = Uruchom pomiar
ttr-bench-text = W jednym wątku roboczym: całe gry na sekundę dla 2–5 graczy, gracz algorytmiczny na każdym miejscu wobec tego samego silnika sterowanego losowymi dozwolonymi ruchami (po 100 gier). Ten sam pomiar działa w programie natywnym, więc oba można porównać.
ttr-bench-algo = gry algorytmiczne / s
ttr-bench-random = gry losowe / s
ttr-bench-ratio = szybkość algorytm ÷ losowy
ttr-bench-turns = tury na grę

## Zajęcia na żywo

class-session = Sesja { $code }
class-no-key = Ta przeglądarka nie ma klucza nauczyciela do tej sesji. Otwórz w niej link nauczyciela (ten z tokenem).
class-start-session = Rozpocznij sesję
class-no-answer = Serwer klasy nie odpowiada: sprawdź połączenie; ta strona sama spróbuje ponownie.
class-refused = Serwer odrzucił to żądanie.
class-bad-link = Ten link nie otwiera żadnej sesji
class-start-again = Zacznij od nowa
class-opening = Otwieranie sesji…
class-no-server = Klasa potrzebuje swojego serwera, który udostępnia też tę stronę: uruchom ./scripts/classroom.sh na komputerze nauczyciela i otwórz adres, który wypisze. Uczniowie dołączają potem z telefonów w tej samej sieci.
class-lead = Klasa gra wspólnie na telefonach w klasyczną grę; wyniki pojawiają się obok teorii gry, obliczonej przez własne solwery Game Lab.
class-join-title = Dołącz do klasy
class-code-label = Kod z ekranu
class-join = Dołącz
class-new-title = Rozpocznij sesję (nauczyciel)
class-game = Gra
class-password = Hasło serwera
class-start = Rozpocznij sesję
class-qr-label = Kod QR linku do dołączenia
class-count = Runda { $n } z { $planned } jest otwarta: { $decided ->
        [one] decyzję podjęła { $decided } osoba z { $players }.
        [few] decyzję podjęły { $decided } osoby z { $players }.
        [many] decyzję podjęło { $decided } osób z { $players }.
       *[other] decyzję podjęło { $decided } z { $players }.
    }
class-close = Zamknij rundę { $n }
class-open = Otwórz rundę { $n } z { $planned }
class-waiting-class = Czekamy, aż klasa dołączy.
class-finished-one = Runda została rozegrana.
class-finished = Wszystkie rundy ({ $planned }) zostały rozegrane.
class-teacher-key = Ta przeglądarka przechowuje klucz nauczyciela do tej sesji. Aby otworzyć sesję gdzie indziej,
class-teacher-copy = skopiuj link nauczyciela
class-teacher-private = (nie pokazuj go na projektorze: daje dostęp do danych sesji).
class-join-at = Wejdź na
class-with-code = i wpisz kod
class-people = W klasie: { $n } (połączonych: { $connected })
class-connected = połączenie aktywne
class-away = brak połączenia
class-history = Na przestrzeni rund
class-full-screen = Wyniki na pełnym ekranie
class-export-csv = Dane (CSV, jeden wiersz na decyzję)
class-export-wide = Dane (CSV, jeden wiersz na ucznia i rundę)
class-export-json = Dane (JSON)
class-results-title = Runda { $n }: klasa obok teorii
class-chart-download = Pobierz wykres (SVG)
class-decisions = Wszystkie decyzje ({ $n })
class-col-name = Imię
class-col-role = Rola
class-col-group = Grupa
class-col-decision = Decyzja
class-col-payoff = Wypłata
class-a-bot = (bot)
class-bot-decided = (zdecydował bot)
class-name-too-long = Imię może mieć najwyżej 40 znaków.
class-join-class = Dołącz do klasy { $code }
class-name-label = Twoje imię (możesz zostawić puste)
class-head = Klasa { $code } · grasz jako { $name }
class-head-round = runda { $round } z { $planned }
class-in = Jesteś już w klasie. Poczekaj, aż nauczyciel otworzy pierwszą rundę.
class-your-decision = Twoja decyzja: { $decision }.
class-waiting-close = Czekamy na zamknięcie rundy…
class-late = Runda { $n } już trwała w chwili dołączenia: grasz od następnej rundy.
class-mine = Runda { $n }: twój wybór to { $decision }; twoja wypłata wynosi { $payoff }.
class-mine-bot = Runda { $n }: twój wybór to { $decision } (wybrał za ciebie bot: runda zamknęła się wcześniej); twoja wypłata wynosi { $payoff }.
class-wait-next = Poczekaj, aż nauczyciel otworzy następną rundę.
class-last = To była ostatnia runda. Dzięki za grę!
class-deadline = Runda zamknie się sama o { $time }.
class-allocation = { $label } ({ $fields ->
        [one] { $fields } liczba
        [few] { $fields } liczby
        [many] { $fields } liczb
       *[other] { $fields } liczby
    }, w sumie { $units }, np. { $example })
class-sending = Wysyłanie…
class-send = Wyślij moją decyzję

## Lines of Action

loa-address-unreadable = nie udało się odczytać adresu: { $error }
loa-error-title = Lines of Action: ten adres nie opisuje partii
loa-start-new = Zacznij nową partię
loa-title = Lines of Action
loa-lead = Każda strona stara się połączyć wszystkie swoje pionki w jedną grupę (pionki stykające się bokiem lub narożnikiem). Pionek porusza się po linii prostej — wzdłuż swojego rzędu, kolumny lub przekątnej — o dokładnie tyle pól, ile pionków obu kolorów stoi na całej tej linii. Może przeskakiwać własne pionki, ale nie pionki przeciwnika, nie może stanąć na własnym pionku, a pionek przeciwnika bije, stając na jego polu. Czarne zaczynają.
loa-rules-lead = Obowiązujące tu zasady (można je zmienić w Graj → Zasady): { $rules }.
loa-keys-play = Klawiatura: ustaw fokus na planszy; strzałki przesuwają kursor, Enter lub spacja wybiera pionek i wykonuje nim ruch, Esc anuluje wybór, u cofa, r ponawia, p pasuje, gdy pas jest jedynym możliwym ruchem.
loa-keys-replay = Klawiatura: ustaw fokus na planszy; ← i → przechodzą o jeden półruch, Home i End — na początek i na koniec.
loa-keys-edit = Klawiatura: ustaw fokus na planszy; strzałki przesuwają kursor, Enter lub spacja zmienia po kolei zawartość pola.
loa-count-black = Czarne: { $n } { $n ->
        [one] pionek
        [few] pionki
        [many] pionków
       *[other] pionka
    }
loa-count-white = Białe: { $n } { $n ->
        [one] pionek
        [few] pionki
        [many] pionków
       *[other] pionka
    }
loa-cursor-on = Kursor jest na polu { $square }.
loa-tab-play = Graj
loa-tab-replay = Odtwórz opublikowaną partię
loa-tab-edit = Ustaw pozycję
loa-plies = { $n ->
        [one] { $n } półruch
        [few] { $n } półruchy
        [many] { $n } półruchów
       *[other] { $n } półruchu
    }
loa-speed-millions = { $speed } mln węzłów/s
loa-speed-thousands = { $speed } tys. węzłów/s
loa-speed-units = { $speed } węzłów/s
loa-nodes-option = { $budget } węzłów
loa-human-black = czarnymi (zaczynasz)
loa-human-white = białymi (zaczyna silnik)
loa-human-both = obiema stronami ręcznie
loa-method-alphabeta = alfa-beta (iteracyjne pogłębianie, tablica transpozycji)
loa-method-ab-solver = solwer alfa-beta (wygrana/przegrana/nieznany, ETC)
loa-method-pns = przeszukiwanie z liczbami dowodu
loa-method-pn2 = PN²
loa-method-dfpn = df-pn (1+ε)
loa-method-short-dfpn = df-pn
loa-method-short-pn2 = PN²
loa-method-short-pns = przeszukiwanie z liczbami dowodu (PNS)
loa-method-short-ab-solver = solwer alfa-beta (wygrana/przegrana/nieznany)
loa-method-short-alphabeta = alfa-beta (silnik)
loa-square-black = czarny pionek
loa-square-white = biały pionek
loa-square-empty = puste
loa-square-selected = wybrany
loa-square-capture = bicie dla wybranego pionka
loa-square-move = ruch dla wybranego pionka
loa-square-left = stąd wyszedł ostatni ruch
loa-square-landed = tu zakończył się ostatni ruch
loa-square-captured = tu ostatni ruch zbił pionek
loa-board-label = plansza Lines of Action
loa-analysis-title = Analiza
loa-analysis-explain = Własne przeszukiwanie silnika (alfa-beta z iteracyjnym pogłębianiem) pokazanej pozycji, w wątku roboczym (Web Worker): za każdym razem szuka o jeden półruch głębiej, aż wyczerpie budżet węzłów, i podaje wynik każdej ukończonej głębokości.
loa-budget = Budżet
loa-analyse = Analizuj tę pozycję
loa-analysis-game-over = W tej pozycji partia jest już skończona: nie ma czego przeszukiwać.
loa-not-playable = Ustawiana pozycja nie nadaje się jeszcze do gry.
loa-analysis-failed = Nie udało się uruchomić przeszukiwania: { $reason }
loa-analysis-progress-label = analiza
loa-cancel = Anuluj
loa-evaluation = Ocena
loa-best-move = Najlepszy ruch
loa-pv = Wariant główny
loa-depth = Głębokość
loa-nodes = Węzły
loa-speed = Szybkość
loa-analysis-note = Ocena jest podana z punktu widzenia strony na ruchu: wartość dodatnia oznacza, że to ona stoi lepiej. Wynik udowodniony przez przeszukiwanie (wymuszone połączenie w zasięgu jego horyzontu) jest podawany jako to, kto wygrywa i w ilu półruchach.
loa-bench-summary = Zmierz wydajność tej przeglądarki
loa-bench-run = Uruchom pomiar
loa-bench-explain = Działa w wątku roboczym, w WebAssembly tej przeglądarki: perft (liście na sekundę generatora ruchów na bitboardach w porównaniu z celowo naiwnym, od pozycji początkowej), przeszukiwanie (węzły na sekundę przeszukiwania alfa-beta silnika w porównaniu z ogólnym przeszukiwaczem projektu, który kopiuje całe partie, z czterech pozycji opublikowanych partii) oraz pięć solwerów na pierwszych pozycjach zestawu końcówek projektu, każdy w ramach budżetu węzłów.
loa-bench-size = Rozmiar
loa-bench-size-standard = standardowy: perft 5, 500k węzłów przeszukiwania, 30 pozycji zestawu × 300k węzłów
loa-bench-size-quick = szybki: perft 4, 100k węzłów przeszukiwania, 10 pozycji zestawu × 100k węzłów
loa-bench-size-full = pełny: perft 5, 2M węzłów przeszukiwania, wszystkie 178 pozycji zestawu × 1M węzłów (minuty)
loa-bench-speed-caption = Szybkości (stosunek: względem punktu odniesienia tego samego rodzaju, dla którego wynosi 1)
loa-col-what = co
loa-col-work = praca
loa-col-ms = ms
loa-col-per-second = na sekundę
loa-col-ratio = stosunek
loa-bench-suite-caption = Solwery na { $positions } { $positions ->
        [one] pozycji
       *[other] pozycjach
    } zestawu, po { $nodes } węzłów na każdą; węzły i ms liczone na pozycjach, które rozwiązała każda metoda
loa-col-method = metoda
loa-col-solved = rozwiązane
loa-col-of = z
loa-col-disagreements = niezgodności
loa-col-common = wspólne
loa-col-nodes = węzły
loa-col-node-ratio = węzły ÷ alfa-beta
loa-bench-note = Niezgodności: odpowiedzi inne niż wynik zapisany w zestawie (nie powinno ich być). Pozycje zestawu pochodzą z partii silnika z samym sobą, rozgrywanych z ziarnem; każdą rozwiązano i odtworzono jej dowód podczas tworzenia zestawu.
loa-engine-failed = Silnik nie mógł przeprowadzić przeszukiwania: { $reason }
loa-engine-cancelled = Przeszukiwanie silnika przerwano; przeszukane węzły: { $nodes }.
loa-engine-resume = Niech silnik ({ $side ->
        [black] czarne
       *[other] białe
    }) wykona ruch
loa-engine-progress-label = przeszukiwanie silnika
loa-move-now-title = Zagraj najlepszy ruch z ostatniej ukończonej głębokości
loa-move-now = Zagraj teraz
loa-play-explain-both = Obie strony są tu prowadzone ręcznie: kliknij pionek strony na ruchu, aby zobaczyć, dokąd może pójść, a potem kliknij jedno z zaznaczonych pól.
loa-play-explain-engine = Grasz { $you ->
        [black] czarnymi
       *[other] białymi
    }, silnik { $engine ->
        [black] czarnymi
       *[other] białymi
    }: kliknij jeden ze swoich pionków, aby zobaczyć, dokąd może pójść, a potem kliknij jedno z zaznaczonych pól; silnik odpowiada sam. Cofnięcie zabiera jednocześnie odpowiedź silnika i twój ruch.
loa-pass = Pas
loa-undo = Cofnij
loa-redo = Ponów
loa-new-game = Nowa partia
loa-restart = Zacznij od nowa z ustawionej pozycji
loa-started-from = Ta partia zaczęła się od ustawionej pozycji
loa-moves = Ruchy
loa-no-moves = Nie ma jeszcze ruchów.
loa-download = Pobierz .txt
loa-copy-moves = Kopiuj ruchy
loa-copy-link = Kopiuj link
loa-copied-moves = Skopiowano ruchy.
loa-copied-link = Skopiowano link.
loa-copy-refused-moves = Przeglądarka nie pozwoliła skopiować ruchów.
loa-copy-refused-link = Przeglądarka nie pozwoliła skopiować linku.
loa-address-note = Adres tej strony zawiera partię: odśwież stronę albo udostępnij adres, aby przywrócić pozycję.
loa-opponent = Przeciwnik
loa-you-play = Grasz
loa-engine-strength = Siła silnika
loa-nodes-per-move = { $budget } węzłów na ruch
loa-another-budget = inny budżet (wpisany)
loa-or-nodes = lub węzły
loa-engine-budget-note = Silnik ({ $side ->
        [black] czarne
       *[other] białe
    }) przeszukuje { $nodes } węzłów na każdy ruch — im większy budżet, tym głębiej: tutaj około jednej dziesiątej sekundy na 100k węzłów, więcej na wolniejszych urządzeniach.
loa-choose-side = Wybierz stronę, aby grać z silnikiem.
loa-record = Partia
loa-replay-first = « Początek
loa-replay-first-title = Początek: pozycja wyjściowa
loa-replay-back = ‹ Wstecz
loa-replay-back-title = O jeden półruch wstecz
loa-replay-forward = Dalej ›
loa-replay-forward-title = O jeden półruch dalej
loa-replay-last = Koniec »
loa-replay-last-title = Koniec: ostatnia pozycja zapisu
loa-replay-ply = półruch { $ply } z { $plies }
loa-replay-slider-label = półruch
loa-replay-result = Wynik: { $result }
loa-play-on = Graj dalej od tej pozycji
loa-replay-note = Szesnaście opublikowanych partii: partie z dodatków E i F rozprawy doktorskiej M. H. M. Winandsa (2000) oraz najkrótsza znana partia. „Graj dalej” rozpoczyna w zakładce Graj partię od pokazanej pozycji, z dotychczasowymi ruchami zapisu.
loa-rules = Zasady
loa-rules-seed = Zasady z pracy źródłowej
loa-rules-default = Zasady domyślne
loa-rule-nomoves = Gracz bez ruchu
loa-rule-nomoves-loses = przegrywa
loa-rule-nomoves-pass = pasuje
loa-rule-both = Ruch łączący obie strony:
loa-rule-both-mover = wygrywa wykonujący ruch
loa-rule-both-draw = remis
loa-rule-repetition = Remis przy wystąpieniu pozycji nr
loa-rule-cap = Remis w półruchu nr
loa-rules-in-force = Obowiązują: { $rules }. Wpisanie off wyłącza daną zasadę. Zmiana zasady odtwarza te ruchy, które według niej są nadal dozwolone.
loa-rules-seed-note = Praca źródłowa (Zadro 2015, §4.3) przyjmuje: gracz, który nie może wykonać ruchu, pasuje, a trzecie wystąpienie pozycji oznacza remis; nie mówi nic o ruchu łączącym obie strony (tutaj wygrywa wykonujący ruch) i nie podaje limitu półruchów. To również opcje wiersza poleceń:
loa-worker-mismatch = wątek roboczy odpowiedział na inne pytanie
loa-solve-title = Rozwiąż tę pozycję
loa-solve-explain = Dokładna odpowiedź, a nie ocena: czy strona na ruchu może wymusić wygraną? Solwery oparte na liczbach dowodu (df-pn, PN², PNS) rozbudowują drzewo dowodu w stronę ruchów, które wydają się najłatwiejsze do udowodnienia lub obalenia; alfa-beta szuka coraz głębiej, aż udowodni wynik — silnik ze swoją funkcją oceny albo solwer, który zna tylko wygraną, przegraną i wynik nieznany (podaje on swoje węzły także tak, jak liczy je praca źródłowa). Działają w wątku roboczym (Web Worker) w ramach budżetu węzłów; końcówki z kilkoma pionkami rozwiązują się w jednej chwili, otwarcie leży daleko poza zasięgiem każdego budżetu.
loa-method = Metoda
loa-solve-run = Rozwiąż tę pozycję
loa-solve-game-over = W tej pozycji partia jest już skończona: nie ma czego rozwiązywać.
loa-solve-failed = Nie udało się uruchomić solwera: { $reason }
loa-solve-progress-label = rozwiązywanie
loa-winning-move = Ruch wygrywający
loa-winning-move-arrow = { $move } (strzałka na planszy)
loa-seed-nodes = Węzły według reguły pracy źródłowej
loa-seed-nodes-title = Węzeł na głębokości i liczony tylko w iteracji i, pierwszej, która dociera do głębokości i (Tabela 4.2 pracy źródłowej, za Winandsem i in.)
loa-plies-to-end = Półruchy do końca
loa-col-move = ruch
loa-col-proof = dowód
loa-col-disproof = obalenie
loa-col-settled = rozstrzygnięte
loa-tree-title = Górna część drzewa alfa-beta
loa-tree-explain = Zwykłe przeszukiwanie alfa-beta pokazanej pozycji na kilka półruchów w głąb, z zapisem każdego węzła: czarne są graczem MAX, białe graczem MIN, a każda wartość to ocena z punktu widzenia czarnych (±1000000 oznacza połączoną, wygraną partię). Pozycje na granicy głębokości ocenia funkcja oceny. Otwórz wiersz, aby zobaczyć odpowiedzi przeszukane pod nim; węzeł zostaje odcięty, gdy tylko jego wartość wyjdzie poza okno (α, β), a ruchy, których nigdy nie przeszukał, są wymienione jako przycięte. To podręcznikowe przeszukiwanie, bez pogłębiania, tablicy transpozycji i ruchów zabójczych silnika: jego najlepszy ruch może się różnić od ruchu silnika.
loa-tree-order = porządkuj ruchy (najpierw bicia, potem w stronę środka)
loa-table42-summary = Tabela 4.2 pracy źródłowej: alfa-beta przeciw przeszukiwaniu z liczbami dowodu
loa-table42-explain = Praca źródłowa (§4.3, za Winandsem i in. 2003) porównuje alfa-beta z przeszukiwaniem z liczbami dowodu na { $seed } { $seed ->
        [one] pozycji
       *[other] pozycjach
    }: alfa-beta rozwiązało więcej pozycji, a przeszukiwanie z liczbami dowodu potrzebowało znacznie mniej węzłów i czasu. Tutaj solwer alfa-beta (wygrana, przegrana lub wynik nieznany; iteracyjne pogłębianie; tablica udowodnionych wyników; rozszerzone odcięcia transpozycyjne (ETC); porządkowanie ruchów heurystyką ruchów zabójczych i historii) oraz zwykłe przeszukiwanie z liczbami dowodu działają na zestawie laboratorium wybranym bez zaglądania do odpowiedzi jakiegokolwiek solwera ({ $total } { $total ->
        [one] pozycja
        [few] pozycje
        [many] pozycji
       *[other] pozycji
    }, od 5 do 20 półruchów przed końcem partii silnika z samym sobą, rozgrywanych z ziarnem), każde z tym samym budżetem węzłów. Sumy obejmują pozycje rozwiązane przez oba algorytmy; węzły alfa-beta są liczone na oba sposoby.
loa-table42-positions = Pozycje
loa-table42-all = wszystkie { $n }
loa-table42-first = pierwsze { $n }
loa-table42-nodes-each = po { $budget } węzłów
loa-table42-run = Uruchom
loa-table42-caption = { $positions } { $positions ->
        [one] pozycja
        [few] pozycje
        [many] pozycji
       *[other] pozycji
    }, { $nodes } węzłów na pozycję i metodę; sumy dla pozycji rozwiązanych przez obie metody: { $both } (nierozwiązanych przez żadną: { $neither })
loa-col-algorithm = algorytm
loa-col-total-nodes = węzły łącznie
loa-col-seed-nodes = węzły według reguły pracy źródłowej
loa-col-total-time = czas łącznie
loa-table42-seed-ab = cięcie α-β (praca źródłowa)
loa-table42-seed-pns = przeszukiwanie z liczbami dowodu (praca źródłowa)
loa-table42-of = { $part } z { $whole }
loa-table42-here = { $method } (tutaj)
loa-table42-ms = { $ms } ms
loa-table42-holds = Praca źródłowa: { $claim }. Tutaj: potwierdza się — { $detail }.
loa-table42-fails = Praca źródłowa: { $claim }. Tutaj: nie potwierdza się — { $detail }.
loa-table42-note = Czas w pracy źródłowej nie ma jednostki (u Winandsa i in. są to milisekundy), a praca nie mówi, po których pozycjach liczone są jej sumy; tutaj obejmują one pozycje rozwiązane przez obie metody — to jedyny uczciwy sposób liczenia wysiłku (nierozwiązana pozycja kosztuje tyle, ile wynosi wybrany budżet).

## Błędy pól

field-reason = { $reason }
field-not-a-number = { $text } nie jest liczbą
field-negative = { $text } to liczba ujemna: podaj liczbę całkowitą ≥ 0
field-not-whole = { $text } nie jest liczbą całkowitą
field-in-digits = { $text }: zapisz liczbę całkowitą cyframi
field-too-large = { $text } to za duża liczba
field-not-a-count = { $text } nie jest liczbą całkowitą ≥ 0
field-number-not-a-number = { $text } nie jest liczbą (całkowitą, dziesiętną ani ułamkiem)
field-number-two-slashes = { $text } nie jest liczbą (co najwyżej jeden znak '/')
field-number-exponent = { $text }: wykładnik wykracza poza ±{ $max }
field-number-too-many-digits = { $start }…: za dużo cyfr (najwyżej { $max })
field-number-value-too-long = { $start }…: liczba ma za dużo cyfr (najwyżej { $max })
field-number-divides-by-zero = { $text } dzieli przez zero
field-number-out-of-range = { $text } wykracza poza zakres (ponad ±1,8e308)
field-number-rounds-to-zero = { $text } to za mała liczba: zaokrągla się do 0
field-not-in-open-unit = { $value } nie leży ściśle między 0 a 1
field-not-in-unit = { $value } nie należy do [0, 1]
field-race-no-tests = potrzebny jest co najmniej jeden test
field-race-cap = limit musi wynosić od 1 do { $max } partii
field-race-no-horizon = brak horyzontu: przy ε = { $eps } i δ = { $delta } ograniczenia nie osiągają ε w ciągu { $max } testów; zwiększ ε
field-race-horizon-over = liczba partii do horyzontu wyniosłaby { $games }, ponad limit { $max }
field-race-horizon-limit = horyzont przekroczyłby limit { $max } partii
field-race-pattern-empty = wzorzec jest pusty; podaj zera i jedynki, np. 110
field-race-pattern-long = wzorzec jest dłuższy niż 10 000 partii
field-race-pattern-character = znak nr { $n } to { $character }; wzorzec składa się tylko z zer i jedynek
field-calibration-even = przy μ = 0,5 żaden gracz nie jest lepszy, a F_μ(n) nigdy nie spada poniżej 1/2; wybierz μ ≠ 0,5
field-calibration-too-many = osiągnięcie F_μ < { $alpha } przy μ = { $mu } wymaga więcej testów niż { $max } (nawet końcowe głosowanie większościowe myli się częściej); podnieś cel albo oddal μ od 0,5
field-calibration-never = F_μ pozostaje na poziomie { $alpha } lub wyżej dla każdej liczby testów n ≤ { $max } przy μ = { $mu }
field-exact-square-only = metoda dokładna obejmuje harmonogramy kwadratowe (ILEBR 2, ILEBR*, ILEBR* 2); { $race } testuje po każdej partii
field-curve-points = podaj od 2 do { $max } punktów
field-curve-range = koniec zakresu μ musi być większy niż jego początek
field-curve-runs = podaj od 1 do 1 000 000 przebiegów na μ
field-curve-no-algorithm = wybierz co najmniej jeden algorytm
field-curve-no-method = wybierz co najmniej jedną metodę
field-curve-precision-only = { $race } zatrzymuje się tylko testem precyzji: bez zatrzymania z powodu precyzji każdy przebieg Monte Carlo grałby do limitu ({ $cap } partii) i wyglądał na bezbłędny — zaznacz „Monte Carlo z zatrzymaniem z powodu precyzji”
field-not-a-race = { $key } nie jest żadnym z wyścigów
field-deltas-form = { $item }: wpisz wyścig=δ, np. ilebr-star=3.02e-11
field-deltas-not-chosen = { $race } nie należy do wybranych wyścigów
field-deltas-twice = { $race } ma dwie wartości δ
field-deltas-race = { $race }: { $reason }
field-give-whole-between = podaj liczbę całkowitą { $min }–{ $max }
field-must-be-between = { $name } musi mieścić się w zakresie { $min }–{ $max }
field-connect4-size = { $text } nie jest rozmiarem w rodzaju 7x6
field-connect4-column = ruch { $n }: { $text } nie jest numerem kolumny (1–9)
field-connect4-you = { $text }: wpisz first, second albo both
field-say-on-or-off = { $text }: wpisz on albo off
field-whole-from-to = liczba całkowita od { $min } do { $max }
field-connect4-nodes = auto (równy czas) albo liczba całkowita od 1 do { $max }
field-connect4-opening = od 0 do { $max } losowych ruchów
field-not-one-of-the-races = to nie jest żaden z wyścigów
field-strictly-between-0-and-1 = musi leżeć ściśle między 0 a 1
field-a-whole-number = liczba całkowita
field-games-from-1 = od 1 do { $max } partii
field-labelled = { $label }: { $reason }
field-label-runs = przebiegi
field-label-seed = ziarno
field-moran-pair = strategie: dwie różne liczby od 1 do { $max }, np. 1,2
field-moran-intensity = w: intensywność selekcji musi leżeć między 0 a 1 (podano { $got })
field-moran-population = N: populacja musi liczyć od 2 do { $max } osobników (podano { $got })
field-moran-runs = przebiegi: podaj od 1 do { $max }
field-ipd-name-long = podaj nazwę o długości co najwyżej { $max } znaków
field-ipd-name-classic = { $name } to nazwa klasycznej strategii: nazwij swoją regułę inaczej
field-ipd-write-first = najpierw napisz swoją strategię
field-ipd-two-players = zaznacz co najmniej dwie strategie
field-ipd-generations = liczba pokoleń musi wynosić 1–10 000
field-ipd-delta = δ to prawdopodobieństwo ściśle między 0 a 1
field-ipd-population-line = „{ $line }”: wpisz strategię, = i liczebność
field-ipd-population-count = „{ $line }”: { $reason }
field-ipd-unknown-strategy = { $name } nie jest nazwą strategii: klasyczne strategie są opisane w części „Co robi każda strategia”
field-ipd-too-many-matches = liczba meczów ({ $n }) przekracza to, co rozgrywa ta strona ({ $max }): mniej graczy lub powtórzeń albo program natywny, który rozgrywa turnieje dowolnej wielkości
field-ipd-match-turns = mecz pokazywany ruch po ruchu ma co najwyżej { $max } { $max ->
        [one] turę
        [few] tury
        [many] tur
       *[other] tury
    }
field-ipd-rounds = liczba rund musi wynosić 1–{ $max }
field-loa-side = { $text } nie jest stroną: wpisz black, white albo both
field-loa-record = żadna opublikowana partia nie nazywa się { $name }; opublikowane partie to: { $records }
field-loa-ply = { $text } nie jest całkowitą liczbą półruchów
field-loa-ply-beyond = { $record } ma { $plies } { $plies ->
        [one] półruch
        [few] półruchy
        [many] półruchów
       *[other] półruchu
    }; półruch { $ply } wykracza poza jej koniec
field-loa-ply-alone = półruch jest odczytywany tylko razem z record=<nazwa>
field-give-a-whole-number = podaj liczbę całkowitą
field-ll-unknown-agent = { $name } nie jest agentem ({ $agents })
field-ll-lineup = wybierz co najmniej { $n } { $n ->
        [one] agenta
       *[other] agentów
    } na { $n } { $n ->
        [one] miejsce
        [few] miejsca
        [many] miejsc
       *[other] miejsca
    }
field-ll-opponents = wybierz od 1 do 3 przeciwników
field-ll-not-in-match = { $name } gra w turniejach i wyścigach, nie w meczu ({ $agents })
field-mcts-variant = nieznany wariant { $name }: użyj uct, puct albo solver
field-mcts-exploration = stała eksploracji musi być liczbą od 0 do { $max }, a nie { $text }
field-seed-range = ziarno musi być liczbą całkowitą od 0 do { $max }
field-ttr-players = { $text } nie jest rozmiarem stołu: 2–5 graczy
field-ttr-network = gracz sieciowy potrzebuje swojej sieci, której link nie przenosi: wytrenuj lub wczytaj ją poniżej i wybierz (tymczasem gra gracz algorytmiczny)
field-ttr-opponent = { $text } nie jest przeciwnikiem: wpisz algo albo random
field-ttr-longest = { $text } nie jest ustawieniem premii za najdłuższą ścieżkę: wpisz on albo off
field-dominance-kind = { $text } to nie strict, weak ani very-weak

## Ćwiczenia: rozwiązania krok po kroku, ocena odpowiedzi i odczytywanie odpowiedzi (nazwy i liczby z gry przychodzą w zmiennych)

exs-and = i
exs-or = lub
exs-read-cells-empty = Zapisz pola jako pary (wiersz, kolumna), np. (r1, c2), albo wpisz none.
exs-read-cells-odd = { $n ->
        [one] { $n } nazwa
        [few] { $n } nazwy
        [many] { $n } nazw
       *[other] { $n } nazwy
    }: każde pole wymaga wiersza i kolumny, np. (r1, c2).
exs-read-not-row = „{ $name }” nie jest wierszem tej gry.
exs-read-not-column = „{ $name }” nie jest kolumną tej gry.
exs-read-numbers-empty = Wpisz liczby, np. 1/3 lub 0.25 (z kropką dziesiętną), oddzielone przecinkami.
exs-read-strategy-count = { $whose }: { $given ->
        [one] { $given } prawdopodobieństwo
        [few] { $given } prawdopodobieństwa
        [many] { $given } prawdopodobieństw
       *[other] { $given } prawdopodobieństwa
    }, a potrzeba po jednym dla każdej z { $n } strategii.
exs-read-strategy-range = { $whose }: każde prawdopodobieństwo musi leżeć między 0 a 1.
exs-read-strategy-sum = { $whose }: prawdopodobieństwa sumują się do { $total }, a nie do 1.
exs-read-one-number = Potrzebna jest jedna liczba, a podano { $n }.
exs-pure-nash-row-deviates = { $cell } nie jest równowagą: gracz wierszowy zyskuje, zmieniając strategię na { $strategy } ({ $better } > { $payoff }).
exs-pure-nash-column-deviates = { $cell } nie jest równowagą: gracz kolumnowy zyskuje, zmieniając strategię na { $strategy } ({ $better } > { $payoff }).
exs-pure-nash-row-reply = Przeciw { $against } najlepsza odpowiedź gracza wierszowego to { $replies } (wypłata { $payoff }).
exs-pure-nash-column-reply = Przeciw { $against } najlepsza odpowiedź gracza kolumnowego to { $replies } (wypłata { $payoff }).
exs-pure-nash-none = Żadne pole nie jest najlepszą odpowiedzią obu graczy, więc gra nie ma równowagi w strategiach czystych (ma równowagę w strategiach mieszanych, jak każda gra skończona).
exs-pure-nash-cells = Pola, które są najlepszymi odpowiedziami obu graczy, to równowagi Nasha w strategiach czystych: { $cells }.
exs-pure-nash-missed = Pominięto { $cell }: tam żaden gracz nie zyskuje, zmieniając strategię w pojedynkę.
exs-pure-nash-right-none = Poprawnie: żadne pole nie jest najlepszą odpowiedzią obu graczy.
exs-pure-nash-right-one = Poprawnie: to jedyna równowaga w strategiach czystych.
exs-pure-nash-right-all = Poprawnie: { $n ->
        [one] { $n } równowaga w strategiach czystych
        [few] wszystkie { $n } równowagi w strategiach czystych
        [many] wszystkie { $n } równowag w strategiach czystych
       *[other] wszystkie { $n } równowagi w strategiach czystych
    }.
exs-read-twice = { $name } podano dwa razy.
exs-dominance-against = { $better } > { $worse } przeciw { $against }
exs-dominance-step = { $strategy } jest ściśle zdominowana przez { $by }: { $payoffs }. Usuń ją.
exs-dominance-left = Żadna z pozostałych strategii nie jest ściśle zdominowana: gracz wierszowy zachowuje { $rows }, gracz kolumnowy { $columns }. Inna kolejność usuwania prowadzi do tej samej gry.
exs-dominance-read-empty = Wpisz strategie w kolejności usuwania, np. r3, c2.
exs-dominance-read-unknown = „{ $name }” nie jest strategią tej gry.
exs-dominance-not-dominated = Krok { $step }: { $strategy } nie jest ściśle zdominowana w całej grze.
exs-dominance-not-dominated-after = Krok { $step }: { $strategy } nie jest ściśle zdominowana po usunięciu { $n ->
        [one] strategii
       *[other] strategii
    } { $gone }.
exs-dominance-early = Każdy krok jest poprawny, ale zatrzymano się za wcześnie: { $strategy } jest nadal ściśle zdominowana przez { $by }.
exs-dominance-right = Poprawnie: { $n ->
        [one] { $n } eliminacja
        [few] { $n } eliminacje
        [many] { $n } eliminacji
       *[other] { $n } eliminacji
    } i żadna z pozostałych strategii nie jest zdominowana.
exs-earns = { $strategy } daje { $payoff }
exs-mixed-read = Wpisz strategię gracza wierszowego, średnik, a potem strategię gracza kolumnowego, np. (1/3, 2/3); (1/2, 1/2).
exs-mixed-row-player = Gracz wierszowy
exs-mixed-column-player = Gracz kolumnowy
exs-mixed-support = Gracz kolumnowy miesza { $columns } (przy dwóch wierszach w takiej grze miesza co najwyżej dwie kolumny).
exs-mixed-p = Niech gracz wierszowy gra { $row } z prawdopodobieństwem p. Gracz kolumnowy jest obojętny między { $first } a { $second }, gdy { $a }·p + { $b }·(1 − p) = { $c }·p + { $d }·(1 − p), więc p = { $p }.
exs-mixed-q = Niech gracz kolumnowy gra { $first } z prawdopodobieństwem q, a w przeciwnym razie { $second }. Gracz wierszowy jest obojętny między { $top } a { $bottom }, gdy { $a }·q + { $b }·(1 − q) = { $c }·q + { $d }·(1 − q), więc q = { $q }.
exs-mixed-check = Sprawdzenie: przeciw mieszance gracza kolumnowego { $column-mix }: { $rows-earn }. Przeciw mieszance gracza wierszowego { $row-mix }: { $columns-earn }.
exs-mixed-equilibrium = Równowaga: gracz wierszowy gra { $row-mix }, gracz kolumnowy { $column-mix }; wypłaty wynoszą { $row-payoff } i { $column-payoff }.
exs-mixed-right = Poprawnie: wypłaty wynoszą { $row-payoff } i { $column-payoff }.
exs-mixed-row-wrong = Strategia gracza wierszowego jest niepoprawna: przeciw { $mix } strategie gracza kolumnowego dają { $earn }, więc nie mieszałby on kolumn, które miesza w równowadze.
exs-mixed-column-wrong = Strategia gracza wierszowego jest poprawna, a gracza kolumnowego nie: przeciw { $mix } wiersze dają { $earn }, więc gracz wierszowy nie mieszałby strategii.
exs-zero-sum-maxmin = Minima wierszy: { $minima }. Maxmin gracza wierszowego w strategiach czystych wynosi { $maxmin } ({ $row }): co najmniej tyle może sobie zagwarantować.
exs-zero-sum-minmax = Maksima kolumn: { $maxima }. Minmax w strategiach czystych wynosi { $minmax } ({ $column }): gracz kolumnowy może ograniczyć wypłatę gracza wierszowego co najwyżej do tej wartości.
exs-zero-sum-saddle = Są równe, więc gra ma punkt siodłowy: { $cells } — jego wypłata jest najmniejsza w swoim wierszu i największa w swojej kolumnie, a żaden gracz nie zyskuje na zmianie strategii. Wartość gry wynosi { $value }.
exs-zero-sum-no-saddle = { $maxmin } < { $minmax }: nie ma punktu siodłowego; wartość gry leży między tymi liczbami i co najmniej jeden gracz musi stosować strategię mieszaną.
exs-zero-sum-against = przeciw { $column }: { $sum }
exs-zero-sum-row-optimal = Optymalna strategia gracza wierszowego to { $mix }. Gwarantuje ona { $value } przeciw każdej odpowiedzi: { $replies }; każdy z tych wyników wynosi co najmniej { $value }.
exs-zero-sum-column-optimal = Optymalna strategia gracza kolumnowego to { $mix }. Przeciw niej każdy wiersz daje co najwyżej { $value }: { $rows }.
exs-zero-sum-value = Gracz wierszowy może sobie zagwarantować { $value }, a gracz kolumnowy może go ograniczyć do { $value }, więc wartość gry wynosi { $value }.
exs-zero-sum-read = { $error } Zapisz wartość jako jedną dokładną liczbę, np. 3/2, -1 lub 1,5.
exs-zero-sum-right-mixed = Poprawnie: wartość gry wynosi { $value } (potrzebne są strategie mieszane, bo nie ma punktu siodłowego).
exs-zero-sum-right-saddle = Poprawnie: wartość gry wynosi { $value } (wypłata w punkcie siodłowym).
exs-zero-sum-too-low = { $given } to za mało: samo granie { $row } gwarantuje graczowi wierszowemu { $maxmin }, więc wartość gry wynosi co najmniej tyle.
exs-zero-sum-too-high = { $given } to za dużo: samo granie { $column } ogranicza wypłatę gracza wierszowego do { $minmax }, więc wartość gry wynosi co najwyżej tyle.
exs-zero-sum-close = { $given } jest blisko wartości gry, ale nie jest jej równe: wartość jest dokładna; zapisz ją jako ułamek.
exs-zero-sum-is-maxmin = { $given } to maxmin gracza wierszowego w strategiach czystych; nie ma punktu siodłowego, a strategia mieszana gwarantuje mu więcej.
exs-zero-sum-is-minmax = { $given } to minmax w strategiach czystych; nie ma punktu siodłowego, a strategią mieszaną gracz kolumnowy ogranicza wypłatę gracza wierszowego do mniejszej wartości.
exs-zero-sum-between-low = { $given } leży między maxminem { $maxmin } a minmaxem { $minmax } w strategiach czystych, ale nie jest wartością gry: strategia mieszana gwarantuje graczowi wierszowemu więcej niż { $given }.
exs-zero-sum-between-high = { $given } leży między maxminem { $maxmin } a minmaxem { $minmax } w strategiach czystych, ale nie jest wartością gry: strategia mieszana gracza kolumnowego ogranicza wypłatę gracza wierszowego poniżej { $given }.
exq-spe-player-one = Gracz 1
exq-spe-player-two = Gracz 2
exs-spe-turned-down = gracz { $player } w węźle { $node } odrzuca { $action }, bo gracz { $other } zagrałby wtedy { $reply } w węźle { $at }, co dałoby graczowi { $player } wypłatę { $then } zamiast { $now }
exs-spe-read-empty = Wpisz każdy węzeł decyzyjny ({ $nodes }) z jego akcją, np. A: L; B: x.
exs-spe-read-odd = { $n ->
        [one] { $n } słowo
        [few] { $n } słowa
        [many] { $n } słów
       *[other] { $n } słowa
    }: wpisz pary złożone z węzła i jego akcji, np. A: L; B: x.
exs-spe-read-not-node = „{ $name }” nie jest węzłem decyzyjnym; węzły to { $nodes }.
exs-spe-read-not-action = „{ $name }” nie jest akcją w węźle { $node }; jego akcje to { $actions }.
exs-spe-read-missing = Brak wyboru w węźle { $node }: podaj każdy węzeł decyzyjny, także te, do których gra nigdy nie dochodzi.
exs-spe-step = W węźle { $node } gracz { $player } porównuje { $options } i wybiera { $chosen }, więc wartość węzła { $node } to { $payoffs }.
exs-spe-path-first = gracz { $player } gra { $action } w węźle { $node }
exs-spe-path-then = potem gracz { $player } gra { $action } w węźle { $node }
exs-spe-path = Ścieżka równowagi: { $path }; kończy się wypłatami { $payoffs }.
exs-spe-off-path = { $n ->
        [one] Do węzła { $nodes } gra w równowadze nigdy nie dochodzi, a mimo to wybór w nim należy
       *[other] Do węzłów { $nodes } gra w równowadze nigdy nie dochodzi, a mimo to wybory w nich należą
    } do odpowiedzi: strategia mówi, co jej gracz zrobiłby w każdym węźle, a wybory na ścieżce są najlepsze tylko przy tym, co naprawdę stałoby się poza nią{ $example }. Plan poza ścieżką, który nie jest najlepszą odpowiedzią, byłby niewiarygodną groźbą: równowaga jest doskonała w podgrach, bo w każdej podgrze, osiąganej lub nie, gra się optymalnie.
exs-spe-equilibrium = Równowaga doskonała w podgrach: { $profile }.
exs-spe-right = Poprawnie: każdy wybór jest najlepszą odpowiedzią w swojej podgrze; gra kończy się wypłatami { $payoffs }.
exs-spe-wrong = W węźle { $node } akcja { $action } nie jest najlepszym wyborem gracza { $player }: przy wyborach niżej w drzewie { $action } daje graczowi { $player } wypłatę { $payoff }, a { $better } daje { $better-payoff }.
exs-spe-not-equilibrium = To nie jest równowaga doskonała w podgrach.
exs-blotto-field = pole { $field }: { $text }
exs-blotto-read = { $error } Wpisz { $fields } liczby całkowite — liczby jednostek na kolejnych polach, np. { $example }.
exs-blotto-read-not-units = „{ $given }” nie jest liczbą jednostek: każde pole dostaje liczbę całkowitą od 0 do { $units }.
exs-blotto-read-count = { $n ->
        [one] { $n } liczba
        [few] { $n } liczby
        [many] { $n } liczb
       *[other] { $n } liczby
    }: wpisz po jednej dla każdego z { $fields } pól, np. { $example }.
exs-blotto-read-sum = Te jednostki dają w sumie { $sum }, a masz do rozmieszczenia wszystkie { $units }, np. { $example }.
exs-blotto-with-probability = { $units } z prawdopodobieństwem { $probability }
exs-blotto-sum = Wypłata jest sumą po polach, więc oczekiwana wypłata jest sumą oczekiwanych wypłat z poszczególnych pól, a każda z nich zależy tylko od liczby jednostek przeciwnika na danym polu. Przeciwnik stawia — { $fields }.
exs-blotto-same-with-more = przy większej liczbie tak samo
exs-blotto-field-values = Pole { $field }: n jednostek daje P[przeciwnik ma mniej] − P[przeciwnik ma więcej]: { $values }.
exs-blotto-choose = Wybierz liczby jednostek na polach, w sumie { $units }, których wypłaty dają razem najwięcej: { $allocation } daje { $sum } = { $payoff }.
exs-blotto-only = To jedyna najlepsza odpowiedź: każdy inny przydział daje mniej niż { $payoff }.
exs-blotto-also = Te przydziały również dają { $payoff } i też są najlepszymi odpowiedziami: { $others }.
exs-blotto-many = { $n ->
        [one] { $n } inny przydział daje
        [few] { $n } inne przydziały dają
        [many] { $n } innych przydziałów daje
       *[other] { $n } innego przydziału daje
    } również { $payoff }, np. { $others }.
exs-blotto-right = Poprawnie: ten przydział daje { $best } — więcej nie daje żaden przydział.
exs-blotto-right-another = Poprawnie: ten przydział daje { $best } — więcej nie daje żaden przydział; tyle samo daje { $allocation }. Liczba najlepszych odpowiedzi: { $n }.
exs-blotto-wrong = Ten przydział daje { $payoff } ({ $fields }); najlepszy daje { $best }.
exs-ess-read-empty = Wpisz każdą ESS jako { $n } prawdopodobieństwa w nawiasach, oddzielając strategie średnikami, albo wpisz none.
exs-ess-read-count = { $given ->
        [one] { $given } liczba
        [few] { $given } liczby
        [many] { $given } liczb
       *[other] { $given } liczby
    }: każda strategia ma { $n } prawdopodobieństwa; oddzielaj strategie średnikami.
exs-ess-strategy = Strategia { $k }
exs-ess-not-nash = { $shown } nie jest ESS: nie jest nawet najlepszą odpowiedzią na samą siebie — przeciw niej s{ $j } daje { $best }, a { $shown } daje { $mean }.
exs-ess-invaded = { $shown } nie jest ESS: mutant s{ $j } uzyskuje przeciw niej tyle samo ({ $mean }), a przeciw sobie samemu radzi sobie co najmniej tak dobrze ({ $invader }), jak { $shown } przeciw niemu ({ $resident }).
exs-ess-not-stable = { $shown } jest symetryczną równowagą Nasha, ale nie jest ESS: pewien mutant, który uzyskuje przeciw niej tyle samo, radzi sobie przeciw sobie samemu co najmniej równie dobrze.
exs-ess-so-stable = więc { $shown } jest ESS.
exs-ess-so-not-stable = więc { $shown } nie jest ESS.
exs-ess-head = { $shown }: przeciw niej { $earns }; sama { $shown } daje { $mean }.
exs-ess-strict = { $head } Tylko s{ $best } jest najlepszą odpowiedzią: warunek (i) zachodzi ściśle (równowaga ścisła) i żaden mutant nie może jej wyprzeć, { $verdict }
exs-ess-outside = Mutanty grające { $worse } uzyskują przeciw { $shown } mniej, więc liczą się tylko mieszanki najlepszych odpowiedzi.
exs-ess-sign-positive = dodatnie
exs-ess-sign-negative = ujemne
exs-ess-sign-zero = równe zeru
exs-ess-two = Dla mutanta y takiego, że y − { $shown } = t(e{ $i } − e{ $j }), x·Ay − y·Ay = −t²(A{ $i }{ $i } − A{ $i }{ $j } − A{ $j }{ $i } + A{ $j }{ $j }) = −t²·({ $k }), co dla t ≠ 0 jest { $sign },
exs-ess-three-definite = Dla mutanta y: x·Ay − y·Ay = −zᵀAz, gdzie z = y − x sumuje się do 0; w bazie e2 − e1, e3 − e1 forma zᵀAz ma macierz symetryczną [[{ $m11 }, { $m12 }], [{ $m12 }, { $m22 }]], ujemnie określoną (każdy taki mutant przegrywa) wtedy i tylko wtedy, gdy jej element narożny jest ujemny, a wyznacznik dodatni; tu wynoszą one { $m11 } i { $det }, więc forma jest ujemnie określona,
exs-ess-three-not-definite = Dla mutanta y: x·Ay − y·Ay = −zᵀAz, gdzie z = y − x sumuje się do 0; w bazie e2 − e1, e3 − e1 forma zᵀAz ma macierz symetryczną [[{ $m11 }, { $m12 }], [{ $m12 }, { $m22 }]], ujemnie określoną (każdy taki mutant przegrywa) wtedy i tylko wtedy, gdy jej element narożny jest ujemny, a wyznacznik dodatni; tu wynoszą one { $m11 } i { $det }, więc forma nie jest ujemnie określona,
exs-ess-alternative = przeciw s{ $j } { $shown } daje { $resident }, a s{ $j } przeciw sobie samej daje { $invader }
exs-ess-equality = { $head } Każda mieszanka { $best } radzi sobie przeciw niej tak samo dobrze jak { $shown }, więc warunek (i) zachodzi z równością i rozstrzyga warunek (ii): { $shown } musi przeciw każdemu takiemu mutantowi radzić sobie lepiej, niż mutant radzi sobie przeciw sobie samemu.{ $outside }{ $condition } { $verdict }
exs-ess-candidates = ESS x musi spełniać (i) x·Ax ≥ y·Ax dla każdego y oraz (ii) x·Ay > y·Ay dla każdego y ≠ x, dla którego y·Ax = x·Ax. Kandydatami są symetryczne równowagi Nasha (x, x): równowagi gry z wypłatami A i Aᵀ, w których x = y. Tutaj: { $candidates }.
exs-ess-none = Żadna symetryczna równowaga nie spełnia obu warunków: gra nie ma strategii ewolucyjnie stabilnej (none).
exs-ess-all = Strategie ewolucyjnie stabilne: { $ess }.
exs-ess-missing-pure = Każda podana strategia jest ESS, ale jednej brakuje: czystej.
exs-ess-missing-mixed = Każda podana strategia jest ESS, ale jednej brakuje: mieszanej.
exs-ess-right-none = Poprawnie: żadna symetryczna równowaga nie jest ewolucyjnie stabilna.
exs-ess-right = Poprawnie: strategie ewolucyjnie stabilne to { $ess }.
exs-set-bad-kind = { $given } nie jest rodzajem ćwiczenia: all, { $kinds }
exs-set-bad-level = { $given } to nie jest easy, medium ani hard
exs-set-bad-seed = { $given } nie jest liczbą całkowitą od 0 do { $max }

## Postęp zadania: jednostki pracy i pozostały czas

common-unit-games = { $n ->
    [one] gra
    [few] gry
   *[other] gier
}
common-unit-nodes = { $n ->
    [one] węzeł
    [few] węzły
   *[other] węzłów
}
common-unit-runs = { $n ->
    [one] przebieg
    [few] przebiegi
   *[other] przebiegów
}
common-unit-trees = { $n ->
    [one] drzewo
    [few] drzewa
   *[other] drzew
}
common-unit-steps = { $n ->
    [one] krok
    [few] kroki
   *[other] kroków
}
common-unit-stages = { $n ->
    [one] etap
    [few] etapy
   *[other] etapów
}
common-unit-solves = { $n ->
    [one] rozwiązanie
    [few] rozwiązania
   *[other] rozwiązań
}
common-unit-rounds = { $n ->
    [one] runda
    [few] rundy
   *[other] rund
}
common-unit-positions = { $n ->
    [one] pozycja
    [few] pozycje
   *[other] pozycji
}
common-unit-bases = { $n ->
    [one] baza
    [few] bazy
   *[other] baz
}
common-unit-analyses = { $n ->
    [one] analiza
    [few] analizy
   *[other] analiz
}
common-unit-points = { $n ->
    [one] punkt
    [few] punkty
   *[other] punktów
}
common-unit-matches = { $n ->
    [one] mecz
    [few] mecze
   *[other] meczów
}
common-unit-iterations = { $n ->
    [one] iteracja
    [few] iteracje
   *[other] iteracji
}
common-unit-vertices-paired = { $n ->
    [one] sparowany wierzchołek
    [few] sparowane wierzchołki
   *[other] sparowanych wierzchołków
}
common-unit-units = { $n ->
    [one] jednostka
    [few] jednostki
   *[other] jednostek
}
common-unit-tests-scanned = { $n ->
    [one] przejrzany test
    [few] przejrzane testy
   *[other] przejrzanych testów
}
common-unit-supports = { $n ->
    [one] nośnik
    [few] nośniki
   *[other] nośników
}
common-unit-steps-training = { $n ->
    [one] krok (gry nauczyciela, minipaczki, gry oceniające)
    [few] kroki (gry nauczyciela, minipaczki, gry oceniające)
   *[other] kroków (gry nauczyciela, minipaczki, gry oceniające)
}
common-unit-solutions = { $n ->
    [one] rozwiązanie
    [few] rozwiązania
   *[other] rozwiązań
}
common-unit-sizes = { $n ->
    [one] rozmiar
    [few] rozmiary
   *[other] rozmiarów
}
common-unit-searches = { $n ->
    [one] przeszukiwanie
    [few] przeszukiwania
   *[other] przeszukiwań
}
common-unit-samples = { $n ->
    [one] próbka
    [few] próbki
   *[other] próbek
}
common-unit-positions-timed = { $n ->
    [one] pozycja zmierzona dla równego czasu
    [few] pozycje zmierzone dla równego czasu
   *[other] pozycji zmierzonych dla równego czasu
}
common-unit-pictures = { $n ->
    [one] obraz
    [few] obrazy
   *[other] obrazów
}
common-unit-networks = { $n ->
    [one] sieć
    [few] sieci
   *[other] sieci
}
common-unit-measurements = { $n ->
    [one] pomiar
    [few] pomiary
   *[other] pomiarów
}
common-unit-linear-systems = { $n ->
    [one] układ liniowy
    [few] układy liniowe
   *[other] układów liniowych
}
common-unit-labels = { $n ->
    [one] etykieta
    [few] etykiety
   *[other] etykiet
}
common-unit-hands = { $n ->
    [one] rozdanie
    [few] rozdania
   *[other] rozdań
}
common-unit-games-gradient = { $n ->
    [one] gra i krok gradientu
    [few] gry i kroki gradientu
   *[other] gier i kroków gradientu
}
common-unit-expansions = { $n ->
    [one] rozwinięcie
    [few] rozwinięcia
   *[other] rozwinięć
}
common-unit-evaluation-games = { $n ->
    [one] gra oceniająca
    [few] gry oceniające
   *[other] gier oceniających
}
common-unit-evaluation-games-after = { $n ->
    [one] gra oceniająca (po treningach)
    [few] gry oceniające (po treningach)
   *[other] gier oceniających (po treningach)
}
common-unit-mutations = { $n ->
    [one] mutacja
    [few] mutacje
   *[other] mutacji
}
common-unit-lp = { $n ->
    [one] LP
    [few] LP
   *[other] LP
}
common-left-under-minute = jeszcze niecała minuta
common-left-minutes = { $m ->
    [one] jeszcze około minuty
   *[other] jeszcze około { $m } minut
}
common-hours = { $h ->
    [one] { $h } godziny
   *[other] { $h } godzin
}
common-minutes = { $m ->
    [one] { $m } minuty
   *[other] { $m } minut
}
common-left-hours = jeszcze około { $hours }
common-left-hours-minutes = jeszcze około { $hours } { $minutes }

## Dynamika ewolucyjna i dylemat więźnia: teksty rdzenia

evolution-core-too-many-starts = najwyżej { $max } trajektorii; usuń część z nich
evolution-core-time-range = czas musi należeć do przedziału (0, { $max }]
evolution-core-lambda-range = λ musi być liczbą od 0 do 1 000 000
evolution-core-no-view = ta gra nie ma takiego widoku
evolution-core-start = start „{ $start }”: { $reason }
evolution-core-download-svg = Pobierz rysunek (SVG)
evolution-core-download-csv = Pobierz ostatnią trajektorię (CSV)
evolution-core-logit-failed = Ścieżka logitowa: { $reason }
evolution-core-view-face = ściana bez strategii { $strategy }
evolution-core-view-segment = odcinek
evolution-core-view-triangle = trójkąt
evolution-core-view-square = kwadrat jednostkowy
evolution-core-stable = stabilny
evolution-core-unstable = niestabilny
evolution-core-saddle = siodło
evolution-core-centre = środek
evolution-core-undecided = nierozstrzygnięty
evolution-core-yes = tak
evolution-core-no = nie
evolution-core-rest-caption = Wszystkie punkty stacjonarne dynamiki replikatorowej, dokładnie: równowaga Nasha i ESS rozstrzygnięte w ułamkach; stabilność z wartości własnych macierzy Jacobiego (numerycznie: werdykt linearyzacji).
evolution-core-rest-rows = wiersze x
evolution-core-rest-columns = kolumny y
evolution-core-rest-stability = stabilność
evolution-core-rest-eigenvalues = wartości własne
evolution-core-rest-continuum = (na continuum)
evolution-core-rest-link = w laboratorium gier w postaci normalnej
evolution-core-columns-line = { $strategy } (kolumny)
evolution-core-time-chart = Udział każdej strategii wzdłuż ostatniej trajektorii
evolution-core-axis-round = runda
evolution-core-axis-time = czas
evolution-core-axis-share = udział
evolution-core-logit-chart = Ścieżka równowag logitowych: równowagi kwantalnej odpowiedzi przy rosnącym λ
evolution-core-axis-precision = λ (precyzja)
evolution-core-axis-probability = prawdopodobieństwo
evolution-core-moran-more-likely = jeden mutant { $mutant } utrwala się wśród { $resident } z prawdopodobieństwem { $rho } (bardziej prawdopodobne niż 1/{ $n } dryfu neutralnego)
evolution-core-moran-less-likely = jeden mutant { $mutant } utrwala się wśród { $resident } z prawdopodobieństwem { $rho } (mniej prawdopodobne niż 1/{ $n } dryfu neutralnego)
evolution-core-moran-as-likely = jeden mutant { $mutant } utrwala się wśród { $resident } z prawdopodobieństwem { $rho } (tak samo prawdopodobne jak 1/{ $n } dryfu neutralnego)
evolution-core-moran-among = { $mutant } wśród { $resident }
evolution-core-moran-exact-fractions = Dokładne ułamki
evolution-core-moran-exactly = Dokładnie: { $summary }.
evolution-core-moran-simulated = { $runs ->
    [one] symulacja ({ $runs } przebieg)
    [few] symulacja ({ $runs } przebiegi)
    [many] symulacja ({ $runs } przebiegów)
   *[other] symulacja ({ $runs } przebiegu)
}
evolution-core-moran-one-mutant = jeden mutant
evolution-core-moran-exact = dokładnie
evolution-core-moran-interval = przedział 99%

## Love Letter: teksty rdzenia

ll-card-guard = Strażniczka
ll-card-priest = Kapłan
ll-card-baron = Baron
ll-card-handmaid = Pokojówka
ll-card-prince = Książę
ll-card-king = Król
ll-card-countess = Hrabina
ll-card-princess = Księżniczka
ll-play-on = na gracza { $n }
ll-play-naming = typ: { $card }
ll-agent-random = losowy
ll-agent-greedy = zachłanny (funkcja F)
ll-agent-greedy-memory = zachłanny z pamięcią
ll-agent-probabilistic = probabilistyczny (losuje według P i F)
ll-agent-ismcts = ISMCTS
ll-status = Runda { $round } · gra do { $target } żetonów · talia: { $deck ->
    [one] { $deck } karta
    [few] { $deck } karty
    [many] { $deck } kart
   *[other] { $deck } karty
}
ll-seat-out = poza rundą
ll-seat-protected = pod ochroną (Pokojówka)
ll-seat-to-move = ma ruch
ll-seat-in = w grze
ll-decision-head = { $who } — { $agent }: { $play }
ll-t-summary = Rozegrane partie: { $games }, stoły: { $tables } (miejsca przy stole: { $players }), średnio { $rounds } rundy na partię; { $ms } ms pracy wątków roboczych na 1 000 partii (zsumowane po wątkach).
ll-seat-you = Ty
ll-seat-player = Gracz { $n } ({ $agent })
ll-and = i
ll-log-you-played = Zagrywasz kartę { $card }
ll-log-played = { $who } zagrywa kartę { $card }
ll-log-on-self = na siebie
ll-log-on-you = na ciebie
ll-log-on-player = na gracza { $n }
ll-log-naming = , typ: { $card }
ll-log-princess-out-you = — i odpadasz (odrzucona Księżniczka)
ll-log-princess-out = — i odpada (odrzucona Księżniczka)
ll-log-out-you = — odpadasz z kartą { $card }
ll-log-out = — gracz { $n } odpada z kartą { $card }
ll-log-discarded-princess-you = — odrzucasz Księżniczkę i odpadasz
ll-log-discarded-princess = — gracz { $n } odrzuca Księżniczkę i odpada
ll-log-discarded-you = — odrzucasz kartę { $card } i dobierasz nową
ll-log-discarded = — gracz { $n } odrzuca kartę { $card } i dobiera nową
ll-log-traded = — obaj gracze wymieniają się kartami
ll-log-protected = — pod ochroną do następnego ruchu
ll-log-no-effect = — bez efektu: każdy inny gracz w grze jest pod ochroną
ll-log-wrong-guess = — chybiony typ
ll-log-looked = — i podgląd karty celu
ll-log-tie = — remis kart: nikt nie odpada
ll-note-saw = (widzisz tylko ty: gracz { $n } ma kartę { $card })
ll-note-same = (wiesz tylko ty: gracz { $n } ma kartę { $card }, tak jak ty)
ll-note-you-traded = (wiesz tylko ty: oddajesz graczowi { $n } kartę { $gave } i dostajesz kartę { $got })
ll-note-seen = (gracz { $n } wie już, że masz kartę { $card })
ll-note-same-too = (wiesz tylko ty: gracz { $n } też ma kartę { $card })
ll-note-traded = (oddajesz kartę { $gave } i dostajesz kartę { $got })
ll-note-drew = (dobierasz kartę { $card })
ll-know-holds = ma kartę { $card }
ll-know-one-of = ma jedną z kart: { $cards }
ll-know-not = nie ma żadnej z kart: { $cards }
ll-know-same = tę samą kartę co gracz { $n }
ll-know-holds-same = ma tę samą kartę co gracz { $n }
ll-how-last = nikt inny nie został w grze
ll-how-highest = talia się skończyła i wygrała najwyższa karta
ll-how-tiebreak = talia się skończyła, najwyższe karty zremisowały i wygrała wyższa suma odrzuconych kart
ll-how-shared = talia się skończyła, najwyższe karty zremisowały i wygrała wyższa suma odrzuconych kart (nadal remis: runda jest dzielona)
ll-round-won = { $form ->
    [you] Wygrywasz rundę: { $how }.
    [one] { $who } wygrywa rundę: { $how }.
   *[other] Rundę wygrywają: { $who } — { $how }.
}
ll-game-won = { $form ->
    [you] Wygrywasz grę z { $n } żetonami.
    [one] { $who } wygrywa grę z { $n } żetonami.
   *[other] Grę wygrywają z { $n } żetonami: { $who }.
}
ll-deck-not-a-card = { $found } (znak { $column }) nie jest wartością karty 1–8
ll-deck-count = { $count ->
    [one] talia ma { $count } × { $card } (ta ma { $found }); potrzeba wszystkich 16 kart
   *[other] talia ma { $count } × { $card } (ta ma { $found }); potrzeba wszystkich 16 kart
}

## Kółko i krzyżyk oraz drzewa przeszukiwania: teksty jądra

ttt-status-wins = Wygrywa { $mark }.
ttt-status-draw = Remis.
ttt-status-thinking = Komputer ({ $mark }) myśli…
ttt-status-pick-first = Wybierz pierwszy ruch komputera ({ $mark }).
ttt-status-to-move = Ruch { $mark } — kliknij pole albo użyj strzałek i klawisza Enter (działają też klawisze 1–9).
ttt-value-draw-or-ninth = remis (albo wygrana w 9. ruchu)
ttt-value-draw = remis
ttt-value-x-wins = X wygrywa w { $move }. ruchu
ttt-value-o-wins = O wygrywa w { $move }. ruchu
ttt-board-wrong-length = plansza ma 9 pól (X, O lub .), ta ma { $n }
ttt-board-bad-character = pole { $index } to { $found }; użyj X, O lub . (puste)
ttt-board-move-counts = niemożliwa liczba ruchów: X ma { $x }, O ma { $o } (X zaczyna, więc ma tyle znaków co O albo o jeden więcej)
ttt-board-both-win = niemożliwa pozycja: zarówno X, jak i O mają trzy w rzędzie
ttt-board-play-after-win = niemożliwa pozycja: { $mark } ma trzy w rzędzie, ale liczba ruchów pokazuje, że gra toczyła się dalej (albo { $mark } nie mógł wykonać ostatniego ruchu)
ttt-moves-not-a-cell = ruch { $move } to { $found }; ruchy to numery pól 0–8
ttt-moves-occupied = ruch { $move } zajmuje pole { $cell }, które jest już zajęte
ttt-moves-game-over = ruch { $move } następuje po końcu partii
ttt-link-board = plansza (board): { $reason }
ttt-link-moves = ruchy (moves): { $reason }
ttt-link-not-an-option = { $field }={ $value } nie jest żadną z wartości { $options }
ttt-link-target = target={ $value } nie jest liczbą całkowitą
ttt-link-seed = seed={ $value } nie jest liczbą naturalną
ttt-searcher-ordered = alfa-beta + porządkowanie ruchów
ttt-searcher-table = alfa-beta + tablica transpozycji
ttt-searcher-ordered-table = alfa-beta + porządkowanie + tablica
ttt-searcher-pns = przeszukiwanie z liczbami dowodu (czy { $mark } może wymusić wygraną?)
ttt-train-loss-title = Strata w trakcie nauki (średnia z kroków gradientowych każdego pokolenia)
ttt-train-axis-generation = pokolenie
ttt-train-axis-loss = strata
ttt-train-series-policy = polityka (entropia krzyżowa)
ttt-train-series-value = wartość (błąd kwadratowy)
ttt-train-strength-title = Siła: sama głowa polityki przeciw graczowi doskonałemu
ttt-train-axis-strength = % ruchów optymalnych · przegrane partie
ttt-train-series-optimal = ruchy optymalne (% z 4 520 pozycji)
ttt-train-series-lost-x = partie przegrane jako X
ttt-train-series-lost-o = partie przegrane jako O
ttt-train-every-optimal = każdy ruch optymalny
ttt-train-keeps-value = jej ruch zachowuje wartość gry w { $percent } % spośród 4 520 pozycji
ttt-train-loses = przeciw graczowi doskonałemu, który próbuje każdej optymalnej odpowiedzi, przegrywa { $x } z { $gx } partii jako X i { $o } z { $go } jako O
ttt-train-plays-perfectly = gra doskonale
ttt-train-choosing = Wybór ruchu przez { $mover }: { $parts }.
ttt-train-mover-policy = politykę
ttt-train-no-generation = Żadne pokolenie jeszcze się nie zakończyło.
ttt-train-perfect-after = gra doskonała — żadnej przegranej jako X ani jako O przeciw graczowi doskonałemu — po raz pierwszy po pokoleniu { $generation }
ttt-train-no-perfect = jeszcze bez gry doskonałej
ttt-train-summary = { $generations ->
        [one] { $generations } pokolenie
        [few] { $generations } pokolenia
       *[other] { $generations } pokoleń
    }, { $games ->
        [one] { $games } partia
        [few] { $games } partie
       *[other] { $games } partii
    } gry z samym sobą i { $steps ->
        [one] { $steps } krok gradientowy
        [few] { $steps } kroki gradientowe
       *[other] { $steps } kroków gradientowych
    } w { $seconds } s: { $perfect }.
ttt-train-one-worker = Gra z samym sobą i trening działają w jednym Web Workerze (ta przeglądarka zgłasza jeden rdzeń).
ttt-train-many-workers = Partie każdego pokolenia są dzielone między { $n } Web Workerów, po jednym na rdzeń; kroki gradientowe wykonuje pierwszy z nich. Przebieg jest taki sam jak w jednym workerze.
ttt-train-other-game = sieć do gry { $game }, nie do kółka i krzyżyka
ttt-train-wrong-sizes = jej rozmiary nie pasują do kółka i krzyżyka
outline-root = korzeń
outline-who-leaf = liść
outline-who-yes = tak
outline-who-no = nie
outline-who-or = OR
outline-who-and = AND
outline-leaves-more = { $shown }, … (i { $more } więcej)
outline-proof-proven = udowodnione: tak
outline-proof-disproven = obalone: nie
outline-proof-stopped = przerwane: { $reason }
outline-proof-open = otwarte
outline-proof-summary = { $question } — { $state }; w korzeniu pn={ $pn } dn={ $dn }; { $nodes ->
        [one] { $nodes } węzeł
        [few] { $nodes } węzły
       *[other] { $nodes } węzłów
    }, { $expansions ->
        [one] { $expansions } rozwinięcie
        [few] { $expansions } rozwinięcia
       *[other] { $expansions } rozwinięć
    }
outline-pns-node-limit = przeszukiwanie z liczbami dowodu zatrzymało się na swoim limicie { $n } węzłów
outline-cut-beta = odcięcie: MAX ma już { $value } ≥ β = { $bound }; MIN wyżej może gdzie indziej ograniczyć MAX do { $bound }, więc nigdy nie dopuści gry do tego węzła
outline-cut-alpha = odcięcie: MIN może już wymusić { $value } ≤ α = { $bound }; MAX wyżej ma gdzie indziej { $bound }, więc nigdy nie dopuści gry do tego węzła
picture-summary-proof = { $nodes ->
        [one] { $nodes } węzeł
        [few] { $nodes } węzły
       *[other] { $nodes } węzłów
    } w drzewie dowodu, z tego { $frontier } nierozwiniętych.
picture-summary-proof-marked = { $nodes ->
        [one] { $nodes } węzeł
        [few] { $nodes } węzły
       *[other] { $nodes } węzłów
    } w drzewie dowodu, z tego { $frontier } nierozwiniętych; węzeł najbardziej dowodzący jest oznaczony wraz ze swoją ścieżką.
picture-summary-whole = Odwiedzono { $visited } z { $nodes } węzłów drzewa; { $cut ->
        [one] { $cut } ruch odcięty
        [few] { $cut } ruchy odcięte
       *[other] { $cut } ruchów odciętych
    } (przekreślone), ich poddrzewa wyszarzone.
picture-summary-part = Odwiedzono { $visited } węzłów; { $cut ->
        [one] { $cut } ruch odcięty
        [few] { $cut } ruchy odcięte
       *[other] { $cut } ruchów odciętych
    } (przekreślone), ich poddrzewa wyszarzone (narysowane częściowo).
picture-svg-label = drzewo przeszukiwania, odwiedzone węzły: { $visited }, przycięte: { $pruned }
picture-pruned-because = przycięty — { $reason }
picture-more = +{ $n } więcej
picture-title-root = korzeń, { $what }
picture-title-node = { $label }: { $what }
picture-max-node = węzeł MAX
picture-min-node = węzeł MIN
picture-leaf = liść
picture-or-node = węzeł OR (wybiera atakujący)
picture-and-node = węzeł AND (wybiera broniący się)
picture-terminal = końcowy
picture-answer-here = odpowiedź na pytanie w tym miejscu: { $numbers }
picture-proof-numbers = liczby dowodu/obalenia { $numbers }
picture-status-proven = udowodniony
picture-status-disproven = obalony
picture-status-frontier = pogranicze
picture-most-proving = węzeł najbardziej dowodzący (rozwijany następny)
picture-window = α={ $alpha } β={ $beta } przy wejściu
picture-value = wartość { $value }
picture-from-table = (z tablicy transpozycji)
picture-never-searched = nigdy nieprzeszukany — przycięty ({ $why })
picture-not-reached = jeszcze nieosiągnięty

## Optymalizacja strategii: teksty rdzenia

evolve-hint-face-down = 0–10 kart
evolve-hint-cap = 1–1 000 000 bitew
evolve-hint-eps = liczba z przedziału (0; 0,5)
evolve-hint-delta = liczba z przedziału (0; 1)
evolve-hint-budget-games = 1 000–1 000 000 000 gier
evolve-hint-budget-mutations = 1–10 000 mutacji
evolve-hint-eval-games = 100–1 000 000 gier
evolve-hint-runs = 1–100 przebiegów
evolve-reading-war = { $cards ->
    [one] Wojna: { $cards } zakryta karta na wojnę; gracz, któremu brakuje kart na wojnę, { $short }; limit bitew: { $cap }, gra przerwana na limicie { $capped }
    [few] Wojna: { $cards } zakryte karty na wojnę; gracz, któremu brakuje kart na wojnę, { $short }; limit bitew: { $cap }, gra przerwana na limicie { $capped }
    [many] Wojna: { $cards } zakrytych kart na wojnę; gracz, któremu brakuje kart na wojnę, { $short }; limit bitew: { $cap }, gra przerwana na limicie { $capped }
   *[other] Wojna: { $cards } zakrytej karty na wojnę; gracz, któremu brakuje kart na wojnę, { $short }; limit bitew: { $cap }, gra przerwana na limicie { $capped }
}
evolve-reading-short-loses = przegrywa
evolve-reading-short-last = gra swoją ostatnią kartą odkrytą
evolve-reading-cap-draw = kończy się remisem (½)
evolve-reading-cap-more = wygrywa gracz z większą liczbą kart
evolve-reading-rats-default = Rrrats!: zasady domyślne
evolve-reading-rats = Rrrats!: { $options }
evolve-blocked = Aby uruchomić, popraw najpierw: { $fields }.

## Wsiąść do Pociągu: teksty rdzenia

ttr-color-red = czerwona
ttr-color-blue = niebieska
ttr-color-green = zielona
ttr-color-yellow = żółta
ttr-color-orange = pomarańczowa
ttr-color-black = czarna
ttr-color-white = biała
ttr-color-pink = różowa
ttr-color-gray = szara
ttr-color-locomotive = lokomotywa
ttr-route-name = { $a } – { $b } ({ $length }, { $color })
ttr-pay-cards = { $n } × { $color }
ttr-pay-locomotives = { $n ->
    [one] { $n } lokomotywa
    [few] { $n } lokomotywy
    [many] { $n } lokomotyw
   *[other] { $n } lokomotywy
}
ttr-seat-you = Ty
ttr-seat-player = Gracz { $n } ({ $agent })
ttr-status-over = Gra się skończyła.
ttr-status-yours = Ruch { $turn }: twoja kolej — { $what }
ttr-status-other = Ruch { $turn }: teraz { $who }
ttr-status-last-round = — ostatnia kolejka
ttr-do-setup-tickets = zachowaj co najmniej 2 z pierwszych biletów
ttr-do-choose-tickets = zachowaj co najmniej 1 z dobranych biletów
ttr-do-second-card = weź drugą kartę
ttr-do-anything = dobierz karty, zarezerwuj połączenie albo dobierz bilety
ttr-config-line = Gracze: { $players } · { $who } · ziarno { $seed } · najdłuższa ścieżka: { $longest }
ttr-config-watch = tylko agenci ({ $agent })
ttr-config-against = ty przeciw { $agent }
ttr-config-on = tak
ttr-config-off = nie
ttr-ticket-joined = { $name } ✓ połączony
ttr-ticket-not-yet = { $name } — jeszcze nie
ttr-ticket-completed = { $n ->
    [one] { $name } — zrealizowany: +{ $n } punkt
    [few] { $name } — zrealizowany: +{ $n } punkty
    [many] { $name } — zrealizowany: +{ $n } punktów
   *[other] { $name } — zrealizowany: +{ $n } punktu
}
ttr-ticket-failed = { $n ->
    [one] { $name } — niezrealizowany: −{ $n } punkt
    [few] { $name } — niezrealizowany: −{ $n } punkty
    [many] { $name } — niezrealizowany: −{ $n } punktów
   *[other] { $name } — niezrealizowany: −{ $n } punktu
}
ttr-pay-both = { $cards } + { $locomotives }
ttr-log-and = i
ttr-log-kept-count = zachowane bilety: { $n }
ttr-log-kept = zachowane bilety: { $tickets }
ttr-log-took-face-up = odkryta karta: { $card }
ttr-log-took-face-up-card = odkryta karta
ttr-log-drew-a = karta z talii: { $card }
ttr-log-drew-an = karta z talii: { $card }
ttr-log-drew-card = karta z talii
ttr-log-claimed = zarezerwowane połączenie { $route } za { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
    [many] { $n } punktów
   *[other] { $n } punktu
}, zapłata: { $paid }
ttr-log-drew-tickets = dobrane bilety: { $n }
ttr-log-passed = pas
ttr-seed-error = { $reason }: ziarno to liczba całkowita 0–{ $max }
ttr-link-unread = Nie udało się odczytać całego linku — { $problems }.
ttr-link-seed-used = Ta gra jest zamiast tego rozdana z ziarnem { $seed }.
ttr-fig-players = { $n ->
    [one] { $n } gracz
    [few] { $n } gracze
   *[other] { $n } graczy
}
ttr-fig-gaussian = Rozkład normalny wszystkich wyników (średnia { $mean }, σ { $std })
ttr-fig-scores-title = Wyniki według liczby graczy: odsetek graczy w przedziałach po 10 punktów
ttr-fig-score = wynik
ttr-fig-players-percent = gracze (%)
ttr-fig-most-common = najczęstszy: { $mode } (w pracy: { $thesis })
ttr-fig-results-title = Wyniki według liczby graczy: najniższy, najwyższy, średni i mediana
ttr-fig-players-axis = liczba graczy
ttr-fig-maximum = maksimum
ttr-fig-mean = średnia
ttr-fig-median = mediana
ttr-fig-minimum = minimum
ttr-fig-learning-title = Partie sieci po każdej epoce (0: sieć nieuczona)
ttr-fig-epoch = epoka
ttr-fig-highest = najwyższy
ttr-fig-mean-every-seat = średnia, wszystkie miejsca
ttr-fig-mean-finished = średnia, partie bez zabronionej decyzji (jak w pracy)
ttr-fig-lowest = najniższy
ttr-x-all = wszystkie
ttr-x-col-players = gracze
ttr-x-col-games = partie
ttr-x-col-mean = średnia
ttr-x-col-thesis-mean = średnia w pracy
ttr-x-col-std = odch. std.
ttr-x-col-min = min
ttr-x-col-median = mediana
ttr-x-col-max = maks
ttr-x-col-over-110 = % > 110
ttr-x-col-over-120 = % > 120
ttr-x-col-over-140 = % > 140
ttr-x-col-completed = zrealizowane
ttr-x-col-failed = niezrealizowane
ttr-x-col-forbidden = zabronione %
ttr-x-col-turns = ruchy
ttr-x-col-interrupted = przerwane
ttr-u-range-title = Zakres punktów badanych modeli: średni, najniższy i najwyższy wynik według liczby graczy
ttr-u-series-specific = specyficzny (osobna sieć dla każdej liczby graczy)
ttr-u-series-universal = uniwersalny (jedna sieć dla wszystkich)
ttr-u-col-games-counted = policzone partie
ttr-u-col-tickets-done = zrealizowane bilety
ttr-u-col-tickets-failed = niezrealizowane bilety
ttr-form-unknown-player = nieznany gracz { $name }: algo, algo-thesis, nn lub random
ttr-form-players = liczba graczy musi wynosić 2–5 lub all, a nie { $text }
ttr-form-games = liczba partii musi wynosić 1–{ $max }, a nie { $text }
ttr-form-seed = ziarno musi być liczbą całkowitą, a nie { $text }

## Klasa: teksty rdzenia

class-game-beauty = Zgadnij 2/3 średniej (konkurs piękności p)
class-game-ultimatum = Gra w ultimatum
class-game-dictator = Gra w dyktatora
class-game-trust = Gra w zaufanie
class-game-public-goods = Gra o dobro publiczne
class-game-pd = Dylemat więźnia
class-game-stag-hunt = Polowanie na jelenia
class-game-market-entry = Wejście na rynek
class-game-auction-first = Aukcja pierwszej ceny z zamkniętymi ofertami
class-game-auction-second = Aukcja drugiej ceny z zamkniętymi ofertami
class-game-cournot = Duopol Cournota
class-game-blotto = Pułkownik Blotto (każdy z każdym)
class-game-rps = Kamień–papier–nożyce (populacja)
class-role-player = gracz
class-role-proposer = proponujący
class-role-responder = odpowiadający
class-role-dictator = dyktator
class-role-investor = inwestor
class-role-trustee = powiernik
class-role-bidder = licytujący
class-role-firm = firma
class-option-equilibrium = równowaga
class-option-uniform = losowo (jednostajnie)
class-option-stranger = nowy partner co rundę
class-option-partner = stały partner
class-setting-rounds = Rundy
class-setting-deadline-seconds = Czas na rundę (sekundy, 0 = bez limitu)
class-setting-bot = Student, który nie zdecyduje, dostaje
class-setting-matching = Partnerzy
class-setting-p = p (mnożnik średniej)
class-setting-c = c (dodawane do średniej)
class-setting-lo = Najmniejsza
class-setting-hi = Największa
class-setting-prize = Nagroda
class-setting-pie = Tort do podziału
class-setting-endowment = Kapitał początkowy
class-setting-multiplier = Mnożnik
class-setting-trustee-endowment = Kapitał powiernika
class-setting-group = Grupa
class-setting-reward = Nagroda (oboje współpracują)
class-setting-punishment = Kara (oboje zdradzają)
class-setting-temptation = Pokusa (zdrada współpracującego)
class-setting-sucker = Frajer (współpraca ze zdrajcą)
class-setting-stag-stag = Jeleń, jeleń
class-setting-stag-hare = Jeleń, zając
class-setting-hare-stag = Zając, jeleń
class-setting-hare-hare = Zając, zając
class-setting-capacity = Pojemność rynku
class-setting-base = Podstawa
class-setting-slope = Nachylenie
class-setting-outside = Poza rynkiem
class-setting-a = A
class-setting-fields = Pola
class-setting-units = Jednostki
class-setting-win = Wygrana
class-setting-loss = Przegrana
class-no-decision = brak decyzji
class-decision-enters = wchodzi
class-decision-stays-out = zostaje poza rynkiem
class-decision-yes = tak
class-decision-no = nie
class-decision-none = brak
class-decision-stag = jeleń
class-decision-hare = zając
class-form-no-game = Nie ma tu gry „{ $game }”, więc nie ma o czym decydować.
class-form-no-role = Rola tego miejsca „{ $role }” nie ma żadnej decyzji w grze „{ $game }”, więc nie ma tu o czym decydować.
class-form-beauty-average = średniej wszystkich liczb
class-form-beauty-average-plus = (średniej wszystkich liczb + { $c })
class-form-beauty-average-minus = (średniej wszystkich liczb − { $c })
class-form-beauty-target-of = { $p } { $average }
class-form-beauty-target-times = { $p } × wartość { $average }
class-form-beauty = Jesteś jednym z graczy w klasie i wszyscy jednocześnie wybierają liczbę. Wygrywa ten, czyja liczba jest najbliższa wartości: { $target }, i dostaje { $prize } (do podziału, gdy kilka liczb jest równie blisko). Wybierz liczbę od { $lo } do { $hi }.
class-form-your-number = Twoja liczba
class-form-proposer = Jesteś proponującym: dzielisz tort wielkości { $pie } z odpowiadającym z klasy. Jeśli twoja oferta jest co najmniej tak duża jak najmniejsza oferta, którą odpowiadający przyjmuje, dostaje on twoją ofertę, a ty zatrzymujesz resztę; w przeciwnym razie oboje nie dostajecie nic. Ile mu proponujesz (liczba całkowita od 0 do { $pie })?
class-form-your-offer = Twoja oferta
class-form-responder = Jesteś odpowiadającym: proponujący z klasy dzieli z tobą tort wielkości { $pie }. Zanim zobaczysz jego ofertę, podaj najmniejszą ofertę, którą przyjmujesz: jeśli zaproponuje co najmniej tyle, dostajesz ofertę, a on zatrzymuje resztę; w przeciwnym razie oboje nie dostajecie nic. Wybierz liczbę całkowitą od 0 do { $pie }.
class-form-accept-min = Najmniejsza oferta, którą przyjmujesz
class-form-dictator = Jesteś dyktatorem: masz { $pie } do podziału z kimś spoza klasy, kto nie ma nic do powiedzenia. Zatrzymujesz wszystko, czego nie oddasz. Ile oddajesz (liczba całkowita od 0 do { $pie })?
class-form-give = Ile oddajesz
class-form-trustee-own = Powiernik ma też własne { $own }.
class-form-investor = Jesteś inwestorem: masz { $e } i zatrzymujesz to, czego nie wyślesz. Każda jednostka wysłana twojemu powiernikowi, komuś z klasy, zamienia się w jego rękach w { $m }, a on decyduje, jaka jej część do ciebie wróci.{ $own } Ile wysyłasz (liczba całkowita od 0 do { $e })?
class-form-send = Ile wysyłasz
class-form-trustee = Jesteś powiernikiem: inwestor z klasy ma { $e } i może wysłać ci część tej kwoty; każda wysłana jednostka zamienia się w twoich rękach w { $m }.{ $own } Zanim zobaczysz, ile wysłano, wybierz, jaką część zwracasz: 0 to nic, 0,5 połowa, 1 wszystko. Wybierz liczbę od 0 do 1.
class-form-return = Część, którą zwracasz
class-form-public-goods = Jesteś w grupie liczącej { $n } osób z klasy. Każdy z was ma { $e } i wkłada część do wspólnej puli; pula jest mnożona przez { $m } i dzielona po równo między was wszystkich ({ $n }), niezależnie od tego, kto wpłacił, a ty zatrzymujesz to, czego nie wpłacisz. Ile wpłacasz (liczba całkowita od 0 do { $e })?
class-form-contribution = Twoja wpłata
class-form-pd-partner = tym samym partnerem z klasy przez całą sesję
class-form-pd-stranger = partnerem z klasy losowanym od nowa w każdej rundzie
class-form-pd = Grasz w dylemat więźnia z { $partner }. Jeśli oboje współpracujecie, każde z was dostaje { $reward }; jeśli oboje zdradzacie, po { $punishment }; jeśli jedno współpracuje, a drugie zdradza, zdrajca dostaje { $temptation }, a współpracujący { $sucker }. Współpracujesz czy zdradzasz?
class-choice-cooperate = Współpracuję (C)
class-choice-defect = Zdradzam (D)
class-form-your-move = Twój ruch
class-form-stag-hunt = Polujesz z partnerem z klasy. Jeśli oboje polujecie na jelenia, każde z was dostaje { $ss }, ale samotne polowanie na jelenia daje ci { $sh }. Polowanie na zająca daje ci { $hs }, jeśli partner poluje na jelenia, i { $hh }, jeśli on też poluje na zająca. Jeleń czy zając?
class-form-hunt-stag = Poluję na jelenia
class-form-hunt-hare = Poluję na zająca
class-form-your-hunt = Twoje polowanie
class-form-everyone-n = { $n ->
    [one] Każdy w klasie ({ $n } gracz)
    [few] Każdy w klasie ({ $n } gracze)
    [many] Każdy w klasie ({ $n } graczy)
   *[other] Każdy w klasie ({ $n } gracza)
}
class-form-everyone = Każdy w klasie
class-form-market-entry = { $class } decyduje w tym samym czasie, czy wejść na rynek, na którym jest miejsce dla { $c }. Wchodzący zarabia { $base } + { $slope } × ({ $c } − liczba wchodzących): { $base }, gdy wejdzie dokładnie { $c }, więcej, gdy wejdzie mniej, mniej, gdy wejdzie więcej. Pozostanie poza rynkiem daje { $outside }. Wchodzisz?
class-choice-enter = Wchodzę
class-choice-stay-out = Zostaję poza rynkiem
class-form-do-you-enter = Wchodzisz?
class-form-auction-worth = Przedmiot jest dla ciebie wart { $v }: wiesz to tylko ty, a wartości pozostałych są losowane od { $lo } do { $hi }, tak jak twoja.
class-form-auction-values = Wartości przedmiotu są losowane od { $lo } do { $hi }.
class-form-auction-your-value = twoja wartość
class-form-auction-first = Jesteś jednym z licytujących (razem { $n }) w aukcji z zamkniętymi ofertami. { $worth } Każdy składa jedną ofertę, nie widząc ofert innych. Wygrywa najwyższa oferta i płaci swoją własną ofertę: zwycięzca zarabia { $earns } minus swoją ofertę, pozostali nic. Złóż ofertę od { $lo } do { $hi }.
class-form-auction-second = Jesteś jednym z licytujących (razem { $n }) w aukcji z zamkniętymi ofertami. { $worth } Każdy składa jedną ofertę, nie widząc ofert innych. Wygrywa najwyższa oferta i płaci drugą najwyższą ofertę (najwyższą spośród pozostałych): zwycięzca zarabia { $earns } minus tę cenę, pozostali nic. Złóż ofertę od { $lo } do { $hi }.
class-form-your-bid = Twoja oferta
class-form-cournot = Prowadzisz jedną z dwóch firm na rynku, drugą prowadzi ktoś z klasy. Każde z was wybiera, ile wyprodukować; cena wynosi { $a } minus łączna produkcja (nigdy poniżej 0), każda jednostka kosztuje cię { $c }, a zarabiasz (cena − { $c }) × twoja ilość. Ile produkujesz (od 0 do { $a })?
class-form-your-quantity = Twoja ilość
class-form-blotto = Rozdziel swoje jednostki (razem { $units }) na pola (jest ich { $fields }). Grasz z każdym innym w klasie: w starciu z każdym pole zdobywa ten, kto postawił na nim więcej jednostek (remis – nikt), a twój wynik to liczba wygranych pól minus liczba przegranych, uśredniona po wszystkich. Podaj { $fields } liczb całkowitych o sumie { $units }, po jednej na pole.
class-form-blotto-label = Jednostki na polach od 1 do { $fields }
class-form-rps = Każdy w klasie wybiera kamień, papier lub nożyce, a ty grasz z każdym innym: kamień bije nożyce, nożyce biją papier, papier bije kamień. Wygrana daje { $win }, remis 0, a przegrana { $loss }, uśrednione po wszystkich, z którymi grasz. Kamień, papier czy nożyce?
class-choice-rock = Kamień
class-choice-paper = Papier
class-choice-scissors = Nożyce
class-form-your-choice = Twój wybór

## Pułkownik Blotto: teksty rdzenia

blotto-every-field = każde pole ({ $fields })

## Lines of Action: teksty rdzenia

loa-side-black = Czarne
loa-side-white = Białe
loa-ordinal = { $suffix ->
       *[other] { $n }.
    }
loa-ending-connected = { $side } wygrywają: wszystkie { $color ->
        [black] czarne
       *[other] białe
    } pionki są połączone.
loa-ending-both = Remis: ostatni ruch połączył obie strony.
loa-ending-no-moves = { $side } wygrywają: { $other } nie mają dozwolonego ruchu.
loa-ending-repetition = Remis: pozycja wystąpiła po raz { $ordinal }
loa-ending-cap = Remis: osiągnięto limit półruchów.
loa-status-engine-stopped = { $side } na ruchu: przeszukiwanie silnika zostało anulowane. Pozwól mu wykonać ruch jeszcze raz, cofnij ruch albo graj tą stroną ręcznie.
loa-status-thinking = { $side } na ruchu: silnik myśli…
loa-status-must-pass = { $side } nie mają dozwolonego ruchu i muszą pasować (zasada pasowania): naciśnij Pas lub klawisz P.
loa-status-piece-stuck = { $side } na ruchu: pionek na { $square } nie ma dozwolonego ruchu; wybierz inny pionek.
loa-status-piece-moves = { $n ->
        [one] { $side } na ruchu: pionek na { $square } może przejść na 1 pole (zaznaczone); wybierz je albo inny pionek.
        [few] { $side } na ruchu: pionek na { $square } może przejść na { $n } pola (zaznaczone); wybierz jedno z nich albo inny pionek.
       *[other] { $side } na ruchu: pionek na { $square } może przejść na { $n } pól (zaznaczonych); wybierz jedno z nich albo inny pionek.
    }
loa-status-engine-played = { $side } na ruchu: silnik zagrał { $move }; wybierz pionek (kliknij go albo użyj strzałek i klawisza Enter).
loa-status-choose = { $side } na ruchu: wybierz pionek (kliknij go albo użyj strzałek i klawisza Enter).
loa-replay-no-result = Zapis kończy się po { $n ->
        [one] { $n } półruchu
       *[other] { $n } półruchach
    }, zanim partia się skończyła: brak wyniku.
loa-replay-status = Półruch { $ply } z { $plies }: { $rest }
loa-replay-to-move = { $side } na ruchu.
loa-editor-not-playable = Ustawianie pozycji — jeszcze nie nadaje się do gry ({ $error }).
loa-editor-status = Ustawianie pozycji: { $side } na ruchu, czarne pionki: { $black }, białe pionki: { $white }.
loa-position-error = kolumna { $column }: { $reason }
loa-editor-explain = Kliknij pole, aby zmieniać po kolei jego zawartość: puste → czarny → biały → puste. Możesz też wpisać lub wkleić zapis pozycji: rzędy od 8 do 1 oddzielone znakiem /, w każdym rzędzie b dla czarnego pionka, w dla białego i cyfra dla ciągu pustych pól, a potem spacja i strona na ruchu (b lub w).
loa-editor-side = Strona na ruchu
loa-editor-start = Pozycja początkowa
loa-editor-empty = Pusta plansza
loa-editor-text = Zapis pozycji
loa-editor-play = Graj od tej pozycji
loa-engine-thinking-start = { $side } myślą…
loa-engine-thinking = { $side } myślą: głębokość { $depth }, węzły: { $nodes } z { $budget }
loa-engine-thinking-best = { $side } myślą: głębokość { $depth }, węzły: { $nodes } z { $budget }; najlepszy dotąd ruch { $move }
loa-engine-decided = { $side } podjęły decyzję (węzły: { $nodes })
loa-analysis-starting = rozpoczynanie przeszukiwania…
loa-analysis-searching = przeszukiwanie na głębokość { $depth }: węzły: { $nodes } z { $budget }
loa-analysis-cancelled-depth = Anulowano (węzły: { $nodes }); ostatnia ukończona głębokość:
loa-analysis-cancelled-none = Anulowano (węzły: { $nodes }), zanim ukończono głębokość 1.
loa-analysis-proven = Zakończono: wynik jest udowodniony (węzły: { $nodes }).
loa-analysis-spent = Zakończono: budżet { $budget } węzłów został wyczerpany (odwiedzone węzły: { $nodes }).
loa-analysis-finished = Zakończono.
loa-analysis-waiting = Trwa przeszukiwanie na głębokość 1; { $speed }.
loa-analysis-waiting-start = Trwa przeszukiwanie na głębokość 1; start.
loa-solve-starting = { $method }: uruchamianie…
loa-solve-solving = { $method }: rozwiązywanie, węzły: { $nodes } z { $budget }
loa-solve-solving-speed = { $method }: rozwiązywanie, węzły: { $nodes } z { $budget }, { $speed }
loa-solve-cancelled = Anulowano (węzły: { $nodes }): nie rozwiązano.
loa-solve-finished = Zakończono: { $method }, węzły: { $nodes }.
loa-children-live = Ruchy z korzenia, na bieżąco
loa-children-cancelled = Ruchy z korzenia w chwili anulowania
loa-children-end = Ruchy z korzenia na końcu
loa-tree-summary-best = Wartość { $value } z punktu widzenia czarnych; najlepszy ruch dla { $color ->
        [black] czarnych
       *[other] białych
    } to { $move }. Alfa-beta odwiedziło węzły: { $nodes } i oceniło liście: { $leaves }; zwykły minimaks odwiedziłby wszystkie węzły tego drzewa: { $all }.
loa-tree-summary-over = Wartość { $value } z punktu widzenia czarnych; brak ruchu (partia jest skończona). Alfa-beta odwiedziło węzły: { $nodes } i oceniło liście: { $leaves }; zwykły minimaks odwiedziłby wszystkie węzły tego drzewa: { $all }.
loa-engine-report-none = Silnik ({ $side }) zagrał { $move }: jego przeszukiwanie nie ukończyło żadnej iteracji w ramach budżetu (węzły: { $nodes }), więc zagrał pierwszy dozwolony ruch.
loa-engine-report = Silnik ({ $side }) zagrał { $move } po przeszukaniu na głębokość { $plies } (węzły: { $nodes }); ocenił pozycję na { $score }.
loa-who-engine = silnik przed swoim ruchem
loa-who-to-move = strona na ruchu
loa-leader-better = lepiej dla { $color ->
        [black] czarnych
       *[other] białych
    }
loa-leader-level = równo
loa-wins-in = { $side } wygrywają w { $n ->
        [one] { $n } półruchu
       *[other] { $n } półruchach
    }
loa-score-proven = { $wins } (udowodnione przez przeszukiwanie)
loa-score = { $score } dla { $color ->
        [black] czarnych
       *[other] białych
    }, { $who }: { $leader }
loa-score-static = { $score } dla { $color ->
        [black] czarnych
       *[other] białych
    }, { $who }: { $leader } (statyczna ocena: nie ukończono żadnej iteracji)
loa-meaning-proven = udowodnione przez przeszukiwanie: wymuszona wygrana, bez względu na obronę
loa-meaning = ocena z punktu widzenia { $color ->
        [black] czarnych
       *[other] białych
    } ({ $color ->
        [black] czarne są
       *[other] białe są
    } na ruchu): { $leader }
loa-meaning-static = ocena z punktu widzenia { $color ->
        [black] czarnych
       *[other] białych
    } ({ $color ->
        [black] czarne są
       *[other] białe są
    } na ruchu): { $leader }; tylko statyczna ocena, nie ukończono żadnej głębokości
loa-numbers-own = Liczby należą do { $pcolor ->
        [black] czarnych
       *[other] białych
    } ({ $prover } na ruchu): przeszukiwanie próbuje udowodnić, że { $prover } wygrywają.
loa-numbers-other = Liczby należą do { $pcolor ->
        [black] czarnych
       *[other] białych
    }, przeciwnika: nie znaleziono wymuszonej wygranej { $color ->
        [black] czarnych
       *[other] białych
    } (ich obrona może opierać się na remisie lub powtórzeniu pozycji), więc przeszukiwanie sprawdza teraz, czy to { $prover } wymuszają wygraną.
loa-numbers-explain = Dla każdego ruchu liczba dowodu mówi w przybliżeniu, ile jeszcze pozycji trzeba wykazać jako wygrane dla { $pcolor ->
        [black] czarnych
       *[other] białych
    }, aby udowodnić, że { $prover } wygrywają po tym ruchu; liczba obalenia — ile trzeba wykazać jako niewygrane, aby udowodnić, że { $prover } nie wygrywają. 0 oznacza sprawę rozstrzygniętą w tę stronę, ∞ — w przeciwną.
loa-child-wins = wygrana { $color ->
        [black] czarnych
       *[other] białych
    }
loa-child-no-win = brak wygranej { $color ->
        [black] czarnych
       *[other] białych
    }
loa-child-loses = przegrywa: { $prover } wygrywają
loa-child-no-force = { $prover } nie mogą wymusić wygranej
loa-verdict-win-move = { $side } na ruchu wygrywają: { $move } wymusza wygraną.
loa-verdict-win = { $side } na ruchu wygrywają.
loa-verdict-loss = { $side } na ruchu przegrywają: { $other } wymuszają wygraną, cokolwiek zagrają { $side }.
loa-verdict-draw = Remis: żadna strona nie może wymusić wygranej ({ $side } na ruchu); przy najlepszej grze partia toczy się, aż pozycja się powtórzy.
loa-verdict-no-win = { $side } na ruchu nie mogą wymusić wygranej (udowodnione); czy mogą to { $other }, nie rozstrzygnięto w ramach { $budget } węzłów.
loa-verdict-budget = Nie rozwiązano w ramach { $budget } węzłów: budżet wyczerpał się, zanim wynik został rozstrzygnięty.
loa-verdict-stopped = Nie rozwiązano: przeszukiwanie zatrzymało się (węzły: { $nodes }, budżet: { $budget }), nie rozstrzygając wyniku.
loa-budget-empty = podaj liczbę węzłów, np. 100k
loa-budget-bad = { $text } nie jest liczbą węzłów: napisz np. 50000, 100k lub 2M
loa-budget-not-whole = { $text } nie jest całkowitą liczbą węzłów
loa-budget-few = { $nodes } węzłów to za mało: budżet wynosi co najmniej { $min }
loa-budget-many = { $nodes } węzłów to za dużo: budżet wynosi co najwyżej { $max }
loa-rules-describe = gracz bez ruchu { $nomoves }; ruch łączący obie strony: { $both }; { $repetition }; { $cap }
loa-rules-repetition = { $ordinal } wystąpienie pozycji oznacza remis
loa-rules-no-repetition = pozycje mogą się powtarzać
loa-rules-cap = partia kończy się remisem w półruchu { $n }
loa-rules-no-cap = bez limitu półruchów
loa-count-range = { $n } jest poza zakresem: napisz { $min }–{ $max } albo off
loa-count-not-whole = { $text } nie jest liczbą całkowitą: napisz { $min }–{ $max } albo off

## Lines of Action: teksty rdzenia (pomiar wydajności i Tabela 4.2)

loa-bench-perft-naive = perft { $depth } od pozycji początkowej, naiwny generator na tablicy (punkt odniesienia)
loa-bench-perft-bitboards = perft { $depth } od pozycji początkowej, bitboardy
loa-bench-generic = ogólne iteracyjne pogłębianie (search::iterative), LoaEval (punkt odniesienia)
loa-bench-loa-search = alfa-beta dla Lines of Action (games::loa::search)
loa-bench-unit-leaves = liści
loa-bench-unit-nodes = węzłów
loa-claim-fewer-nodes = przeszukiwanie z liczbami dowodu odwiedza mniej węzłów
loa-claim-less-time = przeszukiwanie z liczbami dowodu potrzebuje mniej czasu
loa-claim-more-solved = alfa-beta rozwiązuje więcej pozycji
loa-detail-nodes = na { $both } pozycjach rozwiązanych przez obie metody: { $pns } wobec { $ab } (każda iteracja)
loa-detail-nodes-seed = na { $both } pozycjach rozwiązanych przez obie metody: { $pns } wobec { $ab } (każda iteracja), { $seed } (reguła pracy źródłowej)
loa-detail-time = { $pns } ms wobec { $ab } ms na tych samych pozycjach
loa-detail-solved = { $ab } wobec { $pns } z { $positions } przy budżecie { $budget } węzłów na pozycję

## Iterowany dylemat więźnia: teksty rdzenia

evolution-core-ipd-strip-title = Ruchy strategii { $a } (górny rząd) i strategii { $b } (dolny rząd), niebieskie C i czerwone D
evolution-core-ipd-scored-more = więcej punktów zdobyła strategia { $name }
evolution-core-ipd-even = remis
evolution-core-ipd-player = { $times ->
    [one] strategia { $name } współpracowała { $times } raz i zdobyła { $score } pkt ({ $mean } na turę)
   *[other] strategia { $name } współpracowała { $times } razy i zdobyła { $score } pkt ({ $mean } na turę)
}
evolution-core-ipd-summary = { $turns }: { $a }; { $b } — { $verdict }.
evolution-core-ipd-turns = { $n ->
    [one] { $n } tura
    [few] { $n } tury
    [many] { $n } tur
   *[other] { $n } tury
}
evolution-core-ipd-ecology-chart = Symulacja ekologiczna: udział każdej strategii, pokolenie po pokoleniu
evolution-core-ipd-axis-generation = pokolenie
evolution-core-ipd-axis-population-share = udział w populacji
evolution-core-ipd-population-chart = Gra populacyjna: liczba osobników każdej strategii, runda po rundzie
evolution-core-ipd-axis-individuals = liczba osobników
evolution-core-ipd-first-turns = Pierwsze tury: { $n } (plik CSV zawiera wszystkie)
evolution-core-ipd-turn = tura
evolution-core-ipd-plays = ruch { $name }
evolution-core-ipd-earns = zysk { $name }
evolution-core-ipd-in-all = { $name } łącznie
evolution-core-ipd-turn-by-turn = Tura po turze
evolution-core-ipd-download-moves = Pobierz ruchy (CSV)
evolution-core-ipd-t-status = { $players }, { $repetitions }, { $turns }: rozegrano w { $ms } ms (w wątkach roboczych).
evolution-core-ipd-players = { $n ->
    [one] { $n } gracz
    [few] { $n } gracze
    [many] { $n } graczy
   *[other] { $n } gracza
}
evolution-core-ipd-repetitions = { $n ->
    [one] { $n } powtórzenie
    [few] { $n } powtórzenia
    [many] { $n } powtórzeń
   *[other] { $n } powtórzenia
}
evolution-core-ipd-rank = miejsce
evolution-core-ipd-strategy = strategia
evolution-core-ipd-median = mediana wyniku na turę
evolution-core-ipd-wins = wygrane
evolution-core-ipd-ranking-caption = Ranking według mediany (po powtórzeniach) średniej wypłaty na turę
evolution-core-ipd-heat-caption = Średnia wypłata na turę strategii z wiersza przeciw strategii z kolumny:
evolution-core-ipd-heat-corner = wiersz \ kolumna
evolution-core-ipd-download-scores = Pobierz wyniki (CSV)
evolution-core-ipd-download-matrix = Pobierz macierz wypłat (CSV)
evolution-core-ipd-race-live = { $games ->
    [one] { $games } gra, wygrane A: { $wins }.
    [few] { $games } gry, wygrane A: { $wins }.
    [many] { $games } gier, wygrane A: { $wins }.
   *[other] { $games } gry, wygrane A: { $wins }.
}
evolution-core-ipd-better = Strategia { $a } jest lepsza od strategii { $b }
evolution-core-ipd-undecided = Brak rozstrzygnięcia w limicie gier
evolution-core-ipd-race-after = { $games ->
    [one] — po { $games } grze (wygrane A: { $percent }%): { $reason }.
   *[other] — po { $games } grach (wygrane A: { $percent }%): { $reason }.
}
evolution-core-ipd-race-cap = wyścig na tej stronie rozgrywa najwyżej { $max } gier
evolution-core-ipd-after-round = Po rundzie { $round }: { $counts }.

## Gry w postaci normalnej i informacja niedoskonała: tekst rdzenia

imperfect-kuhn-family = Strategia gracza 1 to element α = { $alpha } rodziny strategii równowagi pokera Kuhna: z waletem (J) licytuj z prawdopodobieństwem α ∈ [0, 1/3], z królem (K) z prawdopodobieństwem 3α, z damą (Q) nigdy, a z damą (Q) sprawdzaj zakład z prawdopodobieństwem α + 1/3. Strategia równowagi gracza 2 jest jedyna.
imperfect-compared-at = { $action } w zbiorze { $set }
imperfect-preset-beer-quiche = Piwo czy quiche (gra sygnalizacyjna)
imperfect-preset-pennies = Orzeł i reszka jako drzewo
imperfect-preset-entry = Wejście na rynek z nieświadomym wchodzącym
imperfect-preset-driver = Roztargniony kierowca (bez doskonałej pamięci)
imperfect-legend-kuhn = Zbiór informacyjny nosi nazwę tego, co widział jego gracz: jego karta (J, Q lub K), potem dotychczasowe zagrania, c za czekanie lub sprawdzenie i r za zakład lub podbicie. „J cr”: gracz trzyma waleta, po czekaniu, a potem zakładzie.
imperfect-legend-leduc = Zbiór informacyjny nosi nazwę tego, co widział jego gracz: jego karta (Js to walet pik … Kh to król kier), zagrania pierwszej rundy (c czekanie lub sprawdzenie, r zakład lub podbicie), potem po „|” karta wspólna i zagrania drugiej rundy. „Jh cc | Qs r”: gracz trzyma waleta kier, obaj czekali, odkryto damę pik, potem zakład.

## Czwórki: tekst rdzenia

c4-status-wins = Wygrywają { $side }
c4-status-you-win = Wygrywasz ({ $side })
c4-status-solver-wins = Wygrywa solwer ({ $side })
c4-status-four = { $who }: cztery w linii, zwycięskim żetonem nr { $stone } z { $moves } zagranych w partii.
c4-status-draw = Remis: plansza jest pełna.
c4-status-to-move = Na ruchu: { $side }.
c4-status-your-move = Twój ruch ({ $side }): wybierz kolumnę.
c4-status-thinking = Solwer ({ $side }) myśli…
c4-engine-proven = najlepsza kolumna, z dowodem
c4-engine-not-proven = bez dowodu, że najlepsza: budżet { $budget } węzłów się wyczerpał, a ta kolumna miała najlepsze oszacowanie
c4-engine-played = Solwer zagrał w kolumnę { $column } ({ $how }): { $score } Liczba przeszukanych węzłów: { $nodes }.
c4-score-full = pełna
c4-score-words-full = kolumna jest pełna.
c4-score-words-draw = przy najlepszej grze obu stron partia kończy się remisem.
c4-score-words-win = wygrywa najpóźniej swoim żetonem nr { $stone } (jeszcze { $more ->
        [one] { $more } własny żeton
        [few] { $more } własne żetony
       *[other] { $more } własnych żetonów
    }).
c4-score-words-loss = przegrywa, najpóźniej przez żeton przeciwnika nr { $stone }, jeśli przeciwnik gra bezbłędnie.
c4-score-words-between = jej ocena leży między { $min } a { $max } (bez dowodu w ramach budżetu).
c4-ab-words = α-β do głębokości { $plies ->
        [one] { $plies } półruchu
       *[other] { $plies } półruchów
    }, od środka: zakończona partia ma ocenę Ponsa z punktu widzenia rozpoczynających (dodatnią, gdy wygrywają { $red }, tym większą, im szybciej), a pozycja na horyzoncie ma 0 — nieznaną ocenę. MAX (▲) to { $red }, MIN (▼) to { $yellow }.
c4-bench-agrees = każda ocena zgadza się z solwerem Ponsa
c4-bench-mismatch = NIEZGODNOŚĆ w { $moves }: nasza ocena { $ours }, Ponsa { $his }
c4-bench-report = { $positions ->
        [one] { $positions } pozycja
        [few] { $positions } pozycje
       *[other] { $positions } pozycji
    } w { $millis } ms ({ $per-second } pozycji/s, { $million } mln węzłów/s, razem węzłów: { $nodes }); { $check }.
c4-engine-mcts = { $variant } ({ $iterations ->
        [one] { $iterations } iteracja
        [few] { $iterations } iteracje
       *[other] { $iterations } iteracji
    } na ruch)
c4-engine-alpha-beta = α-β ({ $nodes ->
        [one] { $nodes } węzeł
        [few] { $nodes } węzły
       *[other] { $nodes } węzłów
    } na ruch)
c4-race-calibrating = Pomiar czasu obu silników na { $positions ->
        [one] { $positions } pozycji
       *[other] { $positions } pozycjach
    }, by wyrównać czas: zmierzono { $done }…
c4-race-ms = { $ms } ms
c4-race-tally = A: wygrane { $wins }, remisy { $draws }, przegrane { $losses }; czas na ruch: A { $a }, B { $b }
c4-race-b = (B: { $b })

## Przeszukiwanie Monte Carlo drzewa gry, krok po kroku: tekst rdzenia

mcts-formula-uct = UCT wybiera dziecko o największej wartości Q + { $c }·√(ln N / n); najpierw ruch jeszcze niewypróbowany.
mcts-formula-puct = PUCT wybiera dziecko o największej wartości Q + { $c }·P·√N / (1 + n); niewypróbowany ruch ma Q = 0.
mcts-formula-solver = MCTS-Solver wybiera tak jak UCT (Q + { $c }·√(ln N / n)), pomijając to, co już udowodnione.
mcts-chosen-untried = { $action } (niewypróbowany)
mcts-chosen = { $action } ({ $total } = Q { $mean } + { $exploration })
mcts-selection-root = Selekcja: już korzeń ma niewypróbowany ruch, więc przejście zatrzymuje się na nim.
mcts-selection-step = { $player }: { $chosen }
mcts-selection-then = { $walk }, potem { $step }
mcts-selection-ends-finished = Selekcja: od korzenia { $walk }; przejście kończy się na zakończonej partii, która już jest w drzewie.
mcts-selection-ends-untried = Selekcja: od korzenia { $walk }; przejście kończy się w węźle z niewypróbowanym ruchem.
mcts-expansion = Ekspansja: ruch { $action } dodaje do drzewa nowy węzeł.
mcts-expansion-finished = Ekspansja: ruch { $action } dodaje do drzewa nowy węzeł (zakończoną partię).
mcts-expansion-nothing = Ekspansja: nie ma czego dodać, w tym węźle partia jest zakończona.
mcts-value-for = { $value } z punktu widzenia: { $first }
mcts-value-for-both = { $value } z punktu widzenia: { $first } ({ $opposite } z punktu widzenia: { $second })
mcts-value-draw = 0 (remis)
mcts-simulation-finished = Symulacja: w nowym węźle partia jest zakończona; jej wynik to { $result }.
mcts-simulation-prior = Symulacja: zamiast losowej rozgrywki używa się wartości a priori: { $result }.
mcts-simulation-playout = Symulacja: losowa rozgrywka z { $n ->
        [one] { $n } ruchu
       *[other] { $n } ruchów
    } ({ $moves }) kończy się wartością { $result }.
mcts-backpropagation-nothing = Propagacja wsteczna: nie ma węzła do zaktualizowania.
mcts-proven-win-for = wygrana: { $player }
mcts-proven-draw = remis
mcts-proof-root = korzeń udowodniony — { $what }
mcts-proof-node = węzeł { $node } udowodniony — { $what }
mcts-backpropagation = Propagacja wsteczna: wartość { $result } zostaje dodana do wszystkich węzłów ścieżki ({ $nodes }), od liścia do korzenia; korzeń ma teraz liczbę odwiedzin { $visits } i średnią { $mean } (z punktu widzenia: { $first }).
mcts-backpropagation-solver = MCTS-Solver: { $proofs }.
mcts-table-root = W korzeniu wybiera: { $player }
mcts-table-then = Następnie wybiera: { $player } (po { $moves })
mcts-status-finished = { $n ->
        [one] { $n } iteracja
        [few] { $n } iteracje
       *[other] { $n } iteracji
    }, { $nodes ->
        [one] { $nodes } węzeł
        [few] { $nodes } węzły
       *[other] { $nodes } węzłów
    }: przeszukiwanie zakończone.
mcts-status-next-selection = { $n ->
        [one] { $n } iteracja
        [few] { $n } iteracje
       *[other] { $n } iteracji
    }, { $nodes ->
        [one] { $nodes } węzeł
        [few] { $nodes } węzły
       *[other] { $nodes } węzłów
    }. Dalej: selekcja nowej iteracji.
mcts-status-under-way = Ukończone iteracje: { $n }, węzły: { $nodes }; trwa iteracja nr { $next }. Dalej: { $phase }.
mcts-fold-label = +{ $hidden } więcej, { $percent } % odwiedzin
mcts-fold-share = { $percent } % odwiedzin
mcts-fold-describe = { $label } (wypróbowane: { $tried }, odwiedziny: { $visits })
mcts-node-root = korzeń
mcts-node-visits = { $name }: { $n ->
        [one] { $n } wizyta
        [few] { $n } wizyty
       *[other] { $n } wizyt
    }
mcts-node-value = , wartość { $value } dla gracza { $n }
mcts-node-proven-win = , udowodniona wygrana gracza { $n }
mcts-node-proven-draw = , udowodniony remis (z punktu widzenia gracza { $n })
mcts-node-proven-loss = , udowodniona przegrana gracza { $n }
mcts-node-to-move = ; na ruchu gracz { $n }
mcts-node-game-over = ; koniec partii
mcts-node-pv = ; wariant główny
mcts-node-active = ; na ścieżce tej iteracji
mcts-node-below = ; zamknięty, poniżej { $n ->
        [one] { $n } węzeł
        [few] { $n } węzły
       *[other] { $n } węzłów
    }
mcts-picture-summary = { $variant } po { $iterations ->
        [one] { $iterations } iteracji
       *[other] { $iterations } iteracjach
    }: narysowano { $drawn } z { $nodes ->
        [one] { $nodes } węzła
       *[other] { $nodes } węzłów
    } drzewa, wariant główny pogrubiony.

## Klasa: teksty rdzenia (wykres w kolejnych rundach)

class-history-round = runda
class-history-nash = Nash
class-history-beauty = Średnia typów klasy i jej cel, runda po rundzie, obok równowagi Nasha
class-history-guess = typ
class-history-mean-guess = średni typ
class-history-target = cel
class-history-ultimatum = Średnia oferta i średnia najmniejsza przyjmowana oferta, runda po rundzie
class-history-units-of-pie = jednostki tortu
class-history-mean-offer = średnia oferta
class-history-mean-accept-min = średnia najmniejsza przyjmowana oferta
class-history-spe-offer = oferta w doskonałej równowadze podgier
class-history-dictator = Ile średnio oddali dyktatorzy, runda po rundzie
class-history-units-given = oddane jednostki
class-history-mean-gift = średni dar
class-history-nash-zero = Nash: 0
class-history-trust = Zaufanie runda po rundzie: średnia wysłana część i średnia zwrócona część
class-history-share = udział
class-history-share-sent = wysłana część
class-history-fraction-returned = zwrócona część
class-history-spe-zero = doskonała równowaga podgier: 0
class-history-break-even = zwrot, przy którym inwestor wychodzi na zero
class-history-public-goods = Średnia wpłata do puli, runda po rundzie
class-history-contribution = wpłata
class-history-mean-contribution = średnia wpłata
class-history-nash-dominant = Nash (strategia dominująca)
class-history-social-optimum = optimum społeczne
class-history-pd = Odsetek współpracy, runda po rundzie
class-history-share-cooperating = odsetek współpracujących
class-history-cooperation-rate = odsetek współpracy
class-history-stag-hunt = Odsetek polujących na jelenia, runda po rundzie
class-history-share-stag = odsetek polujących na jelenia
class-history-mixed-equilibrium = równowaga mieszana
class-history-market-entry = Wchodzący, runda po rundzie, obok pojemności rynku i oczekiwanej w równowadze liczby wchodzących
class-history-entrants = wchodzący
class-history-capacity = pojemność: { $c }
class-history-expected-entrants = oczekiwana w równowadze
class-history-auction = Średnia oferta jako część wartości, runda po rundzie
class-history-bid-value = oferta ÷ wartość
class-history-mean-bid-value = średnia oferta ÷ wartość
class-history-equilibrium = równowaga
class-history-cournot = Średnia wyprodukowana ilość, runda po rundzie
class-history-quantity = ilość
class-history-mean-quantity = średnia ilość
class-history-collusion = zmowa
class-history-competition = konkurencja doskonała
class-history-rps = Udziały kamienia, papieru i nożyc, runda po rundzie
class-history-share-of-class = udział w klasie
class-history-rock = kamień
class-history-paper = papier
class-history-scissors = nożyce
class-history-equilibrium-each = równowaga: po { $share }
class-history-equilibrium-action = równowaga, { $action }: { $share }

## Optymalizacja strategii: wykresy rdzenia

evolve-core-line-continue = P(kontynuacji | ręka { $hand })
evolve-core-history-chart = Przyjęta strategia w przebiegu optymalizacji
evolve-core-axis-mutation = mutacja
evolve-core-box-plot-label = odsetek wygranych dla każdego optymalizatora


## Gry w postaci normalnej: tekst rdzenia (import)

games-import-too-large = gra ma rozmiar { $rows }×{ $cols }; strona przyjmuje najwyżej { $limit }×{ $limit } strategii na gracza

## Nazwane luki: tekst rdzenia (drzewa gry, stół pokerowy, portret fazowy, strategie dylematu więźnia)

trees-preset-sharing = Gra w podział
trees-preset-seed-fig-3-2 = Zadro (2015), rys. 3.2
trees-preset-uncertain-demand = Wejście na rynek przy niepewnym popycie (los)
evolution-core-portrait-replicator = Portret fazowy: dynamika replikatorowa
evolution-core-portrait-best-response = Portret fazowy: dynamika najlepszej odpowiedzi
evolution-core-portrait-logit = Portret fazowy: dynamika logitowa
evolution-core-portrait-fictitious = Portret fazowy: gra fikcyjna
evolution-core-portrait-stochastic-fictitious = Portret fazowy: stochastyczna gra fikcyjna
evolution-core-rows-share = wiersze: udział strategii { $strategy } →
evolution-core-columns-share = kolumny: udział strategii { $strategy } →
evolution-core-mark = { $kind }, { $stability } (linearyzacja)
evolution-core-mark-ess = ESS
evolution-core-mark-nash = równowaga Nasha, nie ESS
evolution-core-mark-not-nash = nie jest równowagą Nasha
evolution-core-rest-mark = punkt stacjonarny { $n }: { $words }
evolution-core-rest-mark-continuum = punkt stacjonarny { $n }: { $words } — jeden punkt kontinuum
imperfect-log-dealt = Dostajesz kartę { $card }.
imperfect-log-opponent-dealt = Przeciwnik dostaje kartę.
imperfect-log-public = Karta wspólna to { $card }.
imperfect-log-mine = { $action ->
    [check] Czekasz.
    [bet] Stawiasz.
    [call] Sprawdzasz.
    [fold] Pasujesz.
    [raise] Podbijasz.
   *[other] Wybierasz: { $action }.
}
imperfect-log-theirs = { $action ->
    [check] Przeciwnik czeka.
    [bet] Przeciwnik stawia.
    [call] Przeciwnik sprawdza.
    [fold] Przeciwnik pasuje.
    [raise] Przeciwnik podbija.
   *[other] Przeciwnik wybiera: { $action }.
}
imperfect-log-showdown = Odkrycie kart: przeciwnik pokazuje { $card }.
imperfect-log-win = Wygrywasz { $amount }.
imperfect-log-lose = Przegrywasz { $amount }.
imperfect-log-split = Pula zostaje podzielona.
imperfect-action-check = czekaj
imperfect-action-bet = postaw
imperfect-action-call = sprawdź
imperfect-action-fold = pasuj
imperfect-action-raise = podbij
evolution-core-ipd-name-cooperator = Współpracownik
evolution-core-ipd-name-defector = Zdrajca
evolution-core-ipd-name-tit-for-tat = Wet za wet
evolution-core-ipd-name-suspicious-tit-for-tat = Podejrzliwy wet za wet
evolution-core-ipd-name-tit-for-2-tats = Wet za dwa wety
evolution-core-ipd-name-two-tits-for-tat = Dwa wety za wet
evolution-core-ipd-name-hard-tit-for-tat = Twardy wet za wet
evolution-core-ipd-name-forgiving-tit-for-tat = Wybaczający wet za wet
evolution-core-ipd-name-gtft = GTFT
evolution-core-ipd-name-bully = Tyran
evolution-core-ipd-name-grudger = Pamiętliwy
evolution-core-ipd-name-win-stay-lose-shift = Wygrana: zostań, przegrana: zmień
evolution-core-ipd-name-alternator = Naprzemienny
evolution-core-ipd-name-cycler-ccd = Cykl CCD
evolution-core-ipd-name-random = Losowy
evolution-core-ipd-name-prober = Sondujący
evolution-core-ipd-name-handshake = Uścisk dłoni
evolution-core-ipd-name-gradual = Stopniowy
evolution-core-ipd-name-soft-go-by-majority = Łagodnie za większością
evolution-core-ipd-name-adaptive = Adaptacyjny
evolution-core-ipd-name-grumpy = Zrzęda
evolution-core-ipd-name-backstabber = Nóż w plecy
evolution-core-ipd-name-first-by-davis = Davis (1. turniej)
evolution-core-ipd-name-first-by-joss = Joss (1. turniej)
evolution-core-ipd-name-first-by-feld = Feld (1. turniej)
evolution-core-ipd-name-first-by-stein-and-rapoport = Stein i Rapoport (1. turniej)
evolution-core-ipd-name-first-by-tideman-and-chieruzzi = Tideman i Chieruzzi (1. turniej)
evolution-core-ipd-name-second-by-tester = Tester (2. turniej)
evolution-core-ipd-name-calculator = Kalkulator

## Wyścigi: teksty rdzenia
racing-bad-view-detail = view={ $view } nie jest jednym z: live, curves, calc
race-rules-title = Wojna: fd1-loses-cap10000-draw; Rrrats!: cztery flagi 0/1
race-words-live = { $games ->
    [one] { $games } partia
    [few] { $games } partie
   *[other] { $games } partii
}, A wygrał { $wins } ({ $percent }%)
race-words-bounds = ; granice dla μ: [{ $lb }; { $ub }]
race-words-better = { $better } jest lepszy niż { $worse }
race-words-undecided = nierozstrzygnięty w limicie partii
race-words-detail = — po { $games ->
    [one] { $games } partii
   *[other] { $games } partiach
} (A wygrał { $percent }%): { $reason }
race-words-chart-title = Odsetek wygranych A i granice wyścigu
race-words-chart-games = partie
race-words-chart-mean = średnia
race-words-chart-lower = dolna granica
race-words-chart-upper = górna granica
race-chart-title = Bieżąca średnia i pas ufności
race-chart-x = partie (skala logarytmiczna)
race-chart-y = P[wygrywa gracz 1]
race-chart-mean = { $race } X̄
race-chart-band = { $race } LB/UB
race-chart-stops = { $race } zatrzymuje się ({ $why })
race-chart-stop-crossed = przekroczenie
race-chart-stop-precision = precyzja
race-chart-stop-horizon = horyzont
race-chart-stop-cap = limit
race-curve-zeros = { $series }: 0 (pokazana górna granica)
race-curve-theory = { $race } teoria F
race-curve-exact = { $race } dokładnie
race-curve-mc = { $race } Monte Carlo
race-curve-alpha-title = Prawdopodobieństwo błędu α(μ)
race-curve-alpha-log-title = Prawdopodobieństwo błędu α(μ), skala logarytmiczna
race-curve-games-title = Średnia liczba partii
race-curve-games-axis = partie
race-sigma-square-title = n_max w zależności od odchylenia standardowego σ (Bernstein, testy w t = n²: rys. 2.2)
race-sigma-game-title = n_max w zależności od odchylenia standardowego σ (Bernstein, jeden test na partię: rys. 2.1)
race-sigma-y = n_max (testy)
race-fig27-reading = Praca (rys. 2.7): przy δ = 3,02·10⁻¹¹ ILEBR* ma tę samą moc co LEBR przy δ = 0,05 i jest znacznie szybszy. Tutaj (Monte Carlo, { $runs ->
    [one] { $runs } przebieg
    [few] { $runs } przebiegi
    [many] { $runs } przebiegów
   *[other] { $runs } przebiegu
} na μ): 95-procentowe przedziały obu prawdopodobieństw błędu zachodzą na siebie dla { $overlap } z { $points } wartości μ ({ $power }), a w całym zakresie ILEBR* rozgrywa średnio { $star } partii wobec { $lebr } partii LEBR ({ $ratio }×: { $speed }).
race-fig27-same-power = ta sama moc w granicach szumu: zgadza się
race-fig27-power-differs = nie wszędzie: moc się różni
race-fig27-faster = szybszy, zgadza się
race-fig27-not-faster = nie szybszy, nie zgadza się
race-alpha2-series = α₂ (wzór 2.12)
race-alpha2-by-mu = α₂ w zależności od μ (ε = { $eps }, δ = { $delta })
race-alpha2-by-delta = α₂ w zależności od δ (μ = 0,5, ε = { $eps })
race-alpha2-by-eps = α₂ w zależności od ε (μ = 0,5, δ = { $delta })
race-alpha2-claim-largest = α₂ jest największe przy μ = 0,5
race-alpha2-claim-grows = α₂ rośnie wraz z δ
race-alpha2-largest = największe α₂ na siatce wynosi { $alpha } przy μ = { $mu }
race-alpha2-grows-never-falling = od { $from } przy δ = { $from-delta } do { $to } przy δ = { $to-delta }, nigdzie nie maleje
race-alpha2-grows-not-monotonic = od { $from } przy δ = { $from-delta } do { $to } przy δ = { $to-delta }, niemonotonicznie
race-alpha2-no-points = brak punktów
race-horizon-2-1 = ILEBR: testy (jeden na partię), Hoeffding przy δ/n
race-horizon-2-2 = Bernstein z σ̄ = 1/2, jeden test na partię
race-horizon-2-3 = ILEBR 2 / ILEBR*: testy w t = n²
race-horizon-2-4 = Bernstein w t = n², odczytany z /(2n²)
race-horizon-n-min = ILEBR* 2: pierwszy test, który może coś rozstrzygnąć, √(6·ln(3N/δ))
race-horizon-2-5 = ILEBR* 2: testy w t = (n + o)²
race-horizon-lebr = LEBR: zatrzymanie z powodu precyzji następuje najpóźniej w tej partii, niezależnie od wyników
race-calibration-delta-above-one = przy ε = { $eps } żaden poziom ufności nie skraca horyzontu Hoeffdinga do { $tests ->
    [one] { $tests } testu
   *[other] { $tests } testów
} (potrzeba by δ = { $delta } ≥ 1); zwiększ ε co najmniej do { $least }
race-calibration-delta-underflow = przy ε = { $eps } { $tests ->
    [one] { $tests } test wymaga
    [few] { $tests } testy wymagają
   *[other] { $tests } testów wymaga
} δ = e^{ $exponent }, poniżej najmniejszego reprezentowalnego prawdopodobieństwa; zmniejsz ε
race-bench-summary = Pomiar czasu w tej przeglądarce (w wątku roboczym)
race-bench-run = Uruchom pomiar
race-bench-explain = Mierzy czas dokładnej krzywej α(μ) dla ILEBR* w 101 wartościach μ oraz 200 wyścigów ILEBR* 2 przy μ = 0,5 symulowanych partia po partii i z jednym losowaniem dwumianowym na test.
race-bench-measurement = pomiar
race-bench-work = praca
race-bench-per-second = na sekundę
race-bench-exact = dokładne α(μ) dla ILEBR*, 101 wartości μ
race-bench-game-by-game = ILEBR* 2 przy μ = 0,5, partia po partii
race-bench-binomial = ILEBR* 2 przy μ = 0,5, skoki dwumianowe
race-bench-unit-mu = wartości μ
race-bench-unit-games = partie
race-calc-col-equation = wzór
race-calc-col-what = co wyznacza
race-calc-col-root = pierwiastek
race-calc-eps-too-small = ε poniżej 0,001 daje horyzonty rzędu miliardów partii; wybierz tu ε ≥ 0,001
race-calc-worker-note = μ odległe od 0,5 o mniej niż { $gap } wymaga tysięcy testów (sekundy obliczeń): liczy się w wątku roboczym.
race-calc-worker-run = Kalibruj w wątku roboczym
race-calc-horizons = Horyzonty
race-calc-horizons-explain = n_max to liczba testów, po której nawet najszerszy przedział (Hoeffdinga albo Bernsteina z σ̄ = 1/2) mieści się w ε; t_max = n_max² dla harmonogramów kwadratowych; n_min to pierwszy test, w którym granica może przekroczyć 0,5 (gdy jeden gracz zawsze wygrywa).
race-calc-calibrate-title = Kalibracja δ dla docelowego błędu przy μ (Jakóbczyk 2023, wzór 2.19)
race-calc-target-alpha = docelowe α
race-calc-sigma-title = n_max w zależności od σ (Jakóbczyk 2023, rys. 2.1 i 2.2)
race-calc-alpha2-title = α₂ w zależności od μ, δ i ε (Jakóbczyk 2023, rys. 2.3)
race-calc-alpha2-explain = α₂ (wzór 2.12) to część prawdopodobieństwa błędu ILEBR*, która pochodzi z testu po złej stronie 0,5: 1 − Π P[Bin(k², m) > k²/2 − sqrt(ln(3N/δ)·k²/2) − 3·ln(3N/δ)] po jego N testach, m = max(μ, 1 − μ). Praca odczytuje ze swojego rysunku, że α₂ jest największe przy μ = 0,5 i rośnie wraz z δ — dlatego przy ograniczaniu błędu zastępuje δ przez 1 wewnątrz logarytmu (wzór 2.13). Liczone w wątku roboczym dla powyższych ε i δ.
race-calc-alpha2-run = Narysuj rys. 2.3
race-calc-alpha2-needs = Wymaga poprawnych ε ≥ { $eps } i δ.
race-calc-reading = Praca: { $claim }. Tutaj: { $verdict } — { $detail }.
race-calc-holds = zgadza się
race-calc-does-not-hold = nie zgadza się
race-calc-alpha2-stale = Narysowane dla innych ε lub δ: narysuj ponownie.
race-calc-sigma-reading = Jeden test na partię: n_max = { $game-zero } testów przy σ = 0, { $game-half } przy σ = 1/2. Testy w t = n²: { $square-zero } testów ({ $square-zero-games } partii) przy σ = 0, { $square-half } ({ $square-half-games } partii) przy σ = 1/2 — wzór (2.4). Odczytanie z pracy, że wyścig na ograniczeniu Bernsteina zatrzymuje się wcześniej, gdy jedna strategia wyraźnie dominuje (małe σ): { $verdict }.
race-calc-sigma-holds = zgadza się dla obu harmonogramów
race-calc-sigma-does-not-hold = tutaj się nie zgadza
race-calc-n = N = { $tests ->
    [one] { $tests } test
    [few] { $tests } testy
   *[other] { $tests } testów
} (t_max = { $games } partii)
race-calc-n-delta = { $n }, δ = { $delta }
race-calc-n-no-delta = { $n }, ale brak δ: { $why }
race-curves-algorithms = Algorytmy
race-curves-mc-only = { $race } (tylko Monte Carlo)
race-curves-methods = Metody
race-curves-theory = teoria F_μ(N) (Jakóbczyk 2023, wzory 2.14–2.18)
race-curves-exact = dokładnie (programowanie dynamiczne)
race-curves-mc = Monte Carlo ({ $workers ->
    [one] { $workers } wątek roboczy
    [few] { $workers } wątki robocze
   *[other] { $workers } wątków roboczych
})
race-curves-mc-precision = Monte Carlo z zatrzymaniem z powodu precyzji
race-curves-from = μ od
race-curves-to = μ do
race-curves-points = punkty
race-curves-runs = przebiegi na μ (Monte Carlo)
race-curves-own-deltas = wyścigi z własnym δ (wyścig=δ, …)
race-curves-own-deltas-example = np. ilebr-star=3.02101484e-11
race-curves-presets = Ustawienia gotowe:
race-curves-preset-fig25 = Rys. 2.5 Jakóbczyka: rodzina ILEBR
race-curves-preset-fig24 = Rys. 2.4 Jakóbczyka: skalibrowane δ
race-curves-preset-fig27 = Rys. 2.7 Jakóbczyka: LEBR przeciw ILEBR* o tej samej mocy
race-curves-preset-races = Wyścigi a LEBR
race-curves-compute = Oblicz
race-curves-computing = obliczanie… { $percent }%
race-curves-cancel = Anuluj
race-curves-cancelled = anulowano
race-curves-failed = błąd: { $reasons }
race-curves-done = gotowe ({ $ms } ms od startu)
race-curves-export-csv = Eksportuj CSV
race-curves-export-svg = Eksportuj SVG
race-curves-explain-methods = Teoria to F_μ(N) Jakóbczyka (2023): mnoży prawdopodobieństwa przejścia kolejnych testów, jakby testy były niezależne — to przybliżenie. Krzywa dokładna przenosi cały rozkład liczby wygranych gracza 1 od testu do testu i usuwa masę, która się zatrzymuje, więc jest prawdziwym prawdopodobieństwem błędu wyścigu bez zatrzymania z powodu precyzji (jedynego zatrzymania zależnego od ścieżki, a nie tylko od bieżącej liczby wygranych). Monte Carlo przeprowadza sam wyścig (z zatrzymaniem z powodu precyzji lub bez) i pokazuje 95-procentowe przedziały.
race-curves-explain-zeros = Oszacowanie Monte Carlo równe 0 (żadnej błędnej decyzji w żadnym przebiegu) nie ma miejsca na skali logarytmicznej: rysujemy je jako pusty romb na dolnej krawędzi wykresu, a nad nim tylko górną granicę 95-procentowego przedziału jako daszek skierowany w dół („0 (pokazana górna granica)” w legendzie); eksport CSV zachowuje oszacowanie 0.
race-curves-explain-cap = Przebiegi Monte Carlo kończą się po 1 000 000 partii; klasyczny wyścig wciąż nierozstrzygnięty w tym momencie nie liczy się ani jako trafny, ani jako błędny.
race-curves-explain-alpha = α(μ) to prawdopodobieństwo wskazania gorszego gracza. Blisko μ = 0,5 zbliża się do 1/2: gdy gracze są prawie równi, wyścig nie potrafi ich odróżnić w swoim horyzoncie.

## Czytanie plików i zapisów pozycji: tekst rdzenia (.nfg, .efg, Linie akcji)

parse-error-at = wiersz { $line }, kolumna { $column }: { $reason }
parse-unterminated-string = niezamknięty napis (brak cudzysłowu zamykającego)
parse-unexpected-end = nieoczekiwany koniec pliku, oczekiwano: { $what }
parse-expected = oczekiwano: { $what }
parse-expected-string = oczekiwano: { $what } (napis w cudzysłowie)
parse-what-token = { $token }
parse-what-title = tytuł
parse-what-r-or-d = 'R' lub 'D'
nfg-what-version = wersja 1
nfg-what-before-players = '{ $brace }' przed nazwami graczy
nfg-what-after-players = '{ $brace }' po nazwach graczy
nfg-what-before-strategies = '{ $brace }' przed strategiami
nfg-what-before-names = '{ $brace }' przed nazwami strategii gracza
nfg-what-after-names = '{ $brace }' po nazwach strategii
nfg-what-count = liczba strategii
nfg-what-after-strategies = '{ $brace }' po strategiach ({ $players ->
        [one] { $players } gracz
        [few] { $players } graczy
        [many] { $players } graczy
       *[other] { $players } gracza
    })
nfg-what-number = liczba
nfg-what-after-payoffs = '{ $brace }' po { $players ->
        [one] { $players } wypłacie
       *[other] { $players } wypłatach
    } wyniku
nfg-what-after-outcomes = '{ $brace }' po wynikach
nfg-what-outcome-index = numer wyniku
nfg-not-a-count = '{ $word }' nie jest liczbą naturalną
nfg-only-two-players = tu obsługiwane są tylko gry dwuosobowe, a liczba graczy wynosi { $players } (solwery dla n graczy czytają dowolną liczbę graczy)
nfg-players-range = obsługiwane są gry od 2 do { $max } graczy, a liczba graczy wynosi { $players }
nfg-no-strategy = każdy gracz potrzebuje co najmniej jednej strategii
nfg-too-many-strategies = liczba strategii { $n }: obsługiwanych jest najwyżej { $max } na gracza
nfg-game-too-many-strategies = gra { $sizes }: obsługiwanych jest najwyżej { $max } strategii na gracza
nfg-too-many-cells = gra { $sizes } ma za dużo pól: obsługiwanych jest najwyżej { $max }
nfg-outcome-indices-missing = oczekiwano numerów wyników: { $cells }, znaleziono: { $found }
nfg-no-such-outcome = wynik { $index } nie istnieje (liczba wyników: { $outcomes })
nfg-payoffs-missing = oczekiwano wypłat: { $expected }, znaleziono: { $found }
nfg-text-after-payoffs = nieoczekiwany tekst po wypłatach
efg-not-efg = plik .efg zaczyna się od 'EFG'
efg-what-version = wersja formatu 2
efg-unsupported-version = nieobsługiwana wersja formatu '{ $word }'
efg-expected-r-or-d = oczekiwano 'R' (wymierne) lub 'D' (dziesiętne)
efg-what-player-list = '{ $brace }' na początku listy graczy
efg-what-player-name = nazwa gracza
efg-what-player-name-or-close = nazwa gracza lub '{ $brace }'
efg-only-two-players = obsługiwane są tylko gry dwuosobowe, a liczba graczy wynosi { $players }
efg-no-nodes = plik nie zawiera węzłów
efg-text-after-tree = nieoczekiwany tekst po ostatnim węźle drzewa
efg-what-node = węzeł ('p', 'c' lub 't')
efg-what-node-name = nazwa węzła
efg-what-player-number = numer gracza
efg-no-such-player = gracz '{ $word }' nie istnieje: gracze mają numery od 1 do { $players }
efg-what-infoset = numer zbioru informacyjnego
efg-not-an-infoset = '{ $word }' nie jest numerem zbioru informacyjnego (1, 2, …)
efg-infoset-used = zbiór informacyjny { $set } gracza { $player } został już użyty w wierszu { $line }: informacja niedoskonała nie jest obsługiwana
efg-infoset-without-actions = zbiór informacyjny { $set } pojawia się tu po raz pierwszy bez swoich akcji
efg-expected-node-type = oczekiwano typu węzła 'p', 'c' lub 't', znaleziono '{ $kind }'
efg-what-action-list = '{ $brace }' na początku listy akcji
efg-what-action-or-close = nazwa akcji lub '{ $brace }'
efg-what-probability = prawdopodobieństwo akcji
efg-no-actions = ruch potrzebuje co najmniej jednej akcji
efg-what-outcome-number = numer wyniku
efg-not-an-outcome = '{ $word }' nie jest numerem wyniku
efg-outcome-zero-payoffs = wynik 0 oznacza brak wyniku i nie może mieć wypłat
efg-outcome-payoffs-differ = wynik { $outcome } otrzymał wcześniej inne wypłaty; wynik ma jeden zestaw wypłat
efg-outcome-payoff-count = wynik potrzebuje { $players ->
        [one] { $players } wypłaty
       *[other] { $players } wypłat
    } (po jednej na gracza), znaleziono: { $found }
efg-outcome-without-payoffs = wynik { $outcome } został użyty, zanim podano jego wypłaty
efg-what-payoffs = '{ $brace }' na początku wypłat
efg-what-payoff-or-close = wypłata lub '{ $brace }'
loa-pos-rank-too-long = rząd { $rank } ma więcej niż 8 pól
loa-pos-not-a-square = { $char } nie jest polem: wpisz b (czarny), w (biały) lub cyfrę 1-8 dla pustych pól
loa-pos-rank-squares = rząd { $rank } ma { $squares ->
        [one] { $squares } pole
        [few] { $squares } pola
       *[other] { $squares } pól
    }, a nie 8
loa-pos-expected-slash = oczekiwano '/' przed rzędem { $rank } (8 rzędów, od 8 do 1)
loa-pos-too-many-ranks = więcej niż 8 rzędów
loa-pos-expected-side = oczekiwano spacji i strony na ruchu (b lub w)
loa-pos-not-a-side = { $char } nie oznacza strony na ruchu: wpisz b lub w
loa-pos-side-missing = brakuje strony na ruchu (b lub w)
loa-pos-text-after-side = nieoczekiwany tekst po stronie na ruchu
loa-pos-no-pieces = { $side ->
        [black] Czarne nie mają
       *[other] Białe nie mają
    } żadnych pionków
loa-pos-too-many-pieces = { $side ->
        [black] Czarne mają
       *[other] Białe mają
    } { $n } { $n ->
        [one] pionek
        [few] pionki
       *[other] pionków
    }; strona może mieć najwyżej { $max }
loa-record-single-move = tylko ostatni wiersz zapisu partii może zawierać jeden ruch
loa-record-expected-number = oczekiwano numeru ruchu { $number }.
loa-record-line = wiersz zawiera numer ruchu i jeden lub dwa ruchy
loa-suite-fields = oczekiwano 6 pól oddzielonych znakiem ';', znaleziono: { $found }
loa-suite-position = pozycja: { $error }
loa-suite-result = wynik { $result }: oczekiwano win, loss lub unknown
loa-suite-proof-size-nan = rozmiar dowodu { $text } nie jest liczbą
loa-suite-before-end-nan = liczba półruchów do końca { $text } nie jest liczbą
loa-suite-game-nan = numer partii { $text } nie jest liczbą

## Iterowany dylemat więźnia: teksty rdzenia (tabela strategii)

evolution-core-ipd-strategies-caption = Strategie w definicji biblioteki Axelroda (4.13)
evolution-core-ipd-strategies-name = nazwa
evolution-core-ipd-strategies-does = co robi
evolution-core-ipd-strategies-random = losowa
evolution-core-ipd-strategies-yes = tak
evolution-core-ipd-does-cooperator = Zawsze współpracuje.
evolution-core-ipd-does-defector = Zawsze zdradza.
evolution-core-ipd-does-tit-for-tat = W pierwszym ruchu współpracuje, potem powtarza ostatni ruch przeciwnika.
evolution-core-ipd-does-suspicious-tit-for-tat = Wet za wet, który w pierwszym ruchu zdradza.
evolution-core-ipd-does-tit-for-2-tats = Współpracuje, chyba że przeciwnik zdradził w obu swoich dwóch ostatnich ruchach.
evolution-core-ipd-does-two-tits-for-tat = Współpracuje, chyba że przeciwnik zdradził w którymkolwiek ze swoich dwóch ostatnich ruchów, więc na każdą zdradę odpowiada dwukrotnie.
evolution-core-ipd-does-hard-tit-for-tat = Współpracuje, chyba że przeciwnik zdradził w którymkolwiek ze swoich trzech ostatnich ruchów.
evolution-core-ipd-does-forgiving-tit-for-tat = Współpracuje, dopóki przeciwnik zdradzał w co najwyżej 10% ruchów; w przeciwnym razie powtarza ostatni ruch przeciwnika.
evolution-core-ipd-does-gtft = Hojny wet za wet: po współpracy współpracuje, a po zdradzie nadal współpracuje z prawdopodobieństwem min(1 − (T − R)/(R − S), (R − P)/(T − P)) (⅓ przy 3, 0, 5, 1).
evolution-core-ipd-does-bully = Zaczyna od zdrady, potem robi odwrotność ostatniego ruchu przeciwnika.
evolution-core-ipd-does-grudger = Współpracuje, dopóki przeciwnik choć raz nie zdradzi, potem zdradza już zawsze.
evolution-core-ipd-does-win-stay-lose-shift = Zaczyna od współpracy, potem powtarza swój ruch po R lub T i zmienia go po S lub P.
evolution-core-ipd-does-alternator = Zaczyna od współpracy, potem na przemian zdradza i współpracuje.
evolution-core-ipd-does-cycler-ccd = Gra w kółko C, C, D.
evolution-core-ipd-does-random = W każdym ruchu współpracuje albo zdradza, każde z prawdopodobieństwem ½.
evolution-core-ipd-does-prober = Gra D, C, C; jeśli przeciwnik współpracował w swoim 2. i 3. ruchu, zdradza już zawsze, w przeciwnym razie gra jak Wet za wet.
evolution-core-ipd-does-handshake = Gra C, D; jeśli przeciwnik też zaczął od C, D, współpracuje już zawsze, w przeciwnym razie zawsze zdradza.
evolution-core-ipd-does-gradual = Po zdradzie przeciwnika zdradza tyle razy, ile łącznie zdradził przeciwnik, a potem dwa razy współpracuje.
evolution-core-ipd-does-soft-go-by-majority = Współpracuje, dopóki przeciwnik współpracował co najmniej tyle razy, ile zdradził.
evolution-core-ipd-does-adaptive = Gra sześć razy C i pięć razy D, potem ten ruch, który dał mu łącznie więcej punktów.
evolution-core-ipd-does-grumpy = Robi się zrzędliwy (zdradza), gdy zdrad przeciwnika jest o ponad 10 więcej niż jego ruchów współpracy, i znów życzliwy, gdy jest ich o 10 mniej.
evolution-core-ipd-does-backstabber = Współpracuje aż do czwartej zdrady przeciwnika, potem zdradza; w dwóch ostatnich turach zawsze zdradza.
evolution-core-ipd-does-first-by-davis = Współpracuje przez 10 ruchów, potem, gdy tylko przeciwnik zdradzi, zdradza już zawsze.
evolution-core-ipd-does-first-by-joss = Po współpracy współpracuje z prawdopodobieństwem 0,9; po zdradzie zdradza.
evolution-core-ipd-does-first-by-feld = Po zdradzie zdradza; po współpracy współpracuje z prawdopodobieństwem malejącym od 1 do ½ w ciągu 200 ruchów.
evolution-core-ipd-does-first-by-stein-and-rapoport = Współpracuje 4 razy, potem gra jak Wet za wet, ale zdradza, dopóki test χ² przeprowadzany co 15 ruchów uznaje przeciwnika za losowego; w dwóch ostatnich turach zdradza.
evolution-core-ipd-does-first-by-tideman-and-chieruzzi = Na każdą serię zdrad odpowiada o jedną zdradę więcej niż poprzednio, przeciwnikowi przegrywającemu o 10 punktów daje nowy początek; w dwóch ostatnich turach zdradza.
evolution-core-ipd-does-second-by-tester = Zaczyna od zdrady, potem gra na przemian, by wykorzystać współpracującego; po pierwszej zdradzie przeciwnika raz współpracuje i gra jak Wet za wet.
evolution-core-ipd-does-calculator = Przez 20 ruchów gra jak Joss (1. turniej); potem zdradza już zawsze, jeśli dotychczasowe ruchy przeciwnika powtarzają cykl, w przeciwnym razie gra jak Wet za wet.

## Iterowany dylemat więźnia: teksty rdzenia (tabela reguł wpisana przez osobę)

evolution-core-ipd-rule-expected-first = oczekiwano first=… po „;”
evolution-core-ipd-rule-unknown-option = nieznana opcja { $option } (jedyną opcją jest first=…)
evolution-core-ipd-rule-first-twice = first=… podano dwa razy
evolution-core-ipd-rule-expected-probability = oczekiwano prawdopodobieństwa
evolution-core-ipd-rule-not-a-probability = { $text } nie jest prawdopodobieństwem z przedziału [0, 1]
evolution-core-ipd-rule-four-probabilities = oczekiwano czterech prawdopodobieństw (po CC, CD, DC, DD) oddzielonych przecinkami, a podano { $n }
evolution-core-ipd-rule-not-a-move = { $char } nie jest ruchem (C lub D)
evolution-core-ipd-rule-table-size = tabela ma 4, 16 lub 64 ruchy (pamięć 1, 2 lub 3 tur), a nie { $n }
evolution-core-ipd-rule-first-moves = tabela z { $n } ruchami wymaga { $depth ->
        [one] { $depth } ruchu początkowego
       *[other] { $depth } ruchów początkowych
    }, a nie { $found }
