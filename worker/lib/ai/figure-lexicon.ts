import { WORDS } from './figure-language-words.ts';

/**
 * The advertising words of the languages our users mix into English, as a grid concept x language, so a question in
 * fresh wording is not missed for one word ('42 Tausend Impressionen with a Reichweite of 12 Tausend', 'split between
 * 3 campañas', '45 prenotazioni'). Each entry is a whole word or phrase no English question uses; words that are
 * also English ('per', 'total', 'pub', 'tag', 'gun', 'hasta') are left out, and words that are names or English
 * beside no number ('Hari', 'Luna', 'nam') only count right after a number (AFTER_NUMBER). Entries already in
 * figure-language-words.ts stay there and win. Columns: es pt fr it de nl tr id(+ms) vi pl ro tl sw, '/'
 * between languages, '|' between words.
 */
const GRID: Record<string, string> = {
  'I spent':
    "/  / j'ai investi|j'ai payé / ho investito / ich habe ausgegeben / ik heb uitgegeven /  / saya menghabiskan / tôi đã chi|toi da chi / wydałem|wydałam|wydalem|wydalam / am cheltuit / gumastos ako|gumastos kami / nimetumia",
  'we spent':
    '/  / nous avons investi / abbiamo investito / wir haben ausgegeben / we hebben uitgegeven /  / kami menghabiskan / chúng tôi đã chi / wydaliśmy|wydalismy / am cheltuit /  / tumetumia',
  spent:
    'gastado|gastados|pagado / investido / dépensés|investis / speso|spesi|investito|investiti / bezahlt|gezahlt / betaald|geïnvesteerd / harcadı|harcandı / menghabiskan|dibayar / đã chi|đã tiêu / wydano|zapłaciłem|zaplacilem / cheltuit|cheltuiți|plătit / ginastos|nagastos|nagbayad / nimelipa',
  'I paid':
    "pagué / paguei / j'ai payé / ho pagato / ich habe bezahlt / ik betaalde / ödedim / saya bayar / tôi trả / zapłaciłem / am plătit / nagbayad ako /",
  'ad spend':
    'gasto publicitario|gasto en anuncios|gastos en publicidad / gasto com anúncios|investimento em anúncios / dépenses publicitaires / spesa pubblicitaria / werbeausgaben|werbekosten / advertentiekosten / reklam harcaması / biaya iklan / chi phí quảng cáo|chi phi quang cao / wydatki na reklamę|wydatki na reklame / cheltuieli cu reclame / gastos sa ads / matumizi ya matangazo',
  spend:
    'gasto|gastos /  / dépenses|dépense / spesa|spese / ausgaben / uitgaven / harcama / pengeluaran / chi tiêu|chi tieu / wydatki / cheltuieli /  / matumizi',
  budget:
    'presupuestos / orçamentos /  /  /  /  / butce|bütçesi / bajet|bujet / ngân sách|ngan sach / budżet|budzet / buget|bugetul / badyet / bajeti',
  'daily budget':
    'presupuesto diario /  / budget quotidien|budget par jour / budget giornaliero / tagesbudget / dagbudget / günlük bütçe|gunluk butce / anggaran harian|bajet harian / ngân sách hàng ngày|ngân sách mỗi ngày|ngan sach hang ngay / budżet dzienny|budzet dzienny / buget zilnic / badyet kada araw / bajeti ya siku',
  'weekly budget':
    'presupuesto semanal / orçamento semanal|orcamento semanal / budget hebdomadaire / budget settimanale / wochenbudget / weekbudget / haftalık bütçe|haftalik butce / anggaran mingguan / ngân sách hàng tuần / budżet tygodniowy / buget săptămânal /  / bajeti ya wiki',
  'monthly budget':
    '/  /  / budget mensile / monatsbudget / maandbudget / aylık bütçe|aylik butce / anggaran bulanan|bajet bulanan / ngân sách hàng tháng|ngân sách mỗi tháng|ngan sach hang thang / budżet miesięczny|budzet miesieczny / buget lunar / badyet kada buwan / bajeti ya mwezi',
  'total budget':
    'presupuesto total / orçamento total|orcamento total /  / budget totale / gesamtbudget / totaalbudget / toplam bütçe / total anggaran / tổng ngân sách / budżet całkowity / buget total /  /',
  daily:
    'diario|diaria / diário|diária / quotidien|journalier / giornaliero|giornaliera / täglich|taeglich / dagelijks / günlük|gunluk / harian / hàng ngày|hằng ngày / dziennie / zilnic / araw-araw / kila siku',
  weekly:
    'semanal /  / hebdomadaire / settimanale / wöchentlich / wekelijks / haftalık|haftalik / mingguan / hàng tuần / tygodniowo / săptămânal / lingguhan /',
  monthly:
    'mensual / mensal / mensuel|mensuelle / mensile / monatlich / maandelijks / aylık|aylik / bulanan / hàng tháng|hằng tháng / miesięcznie|miesiecznie /  / buwanan /',
  'ad set':
    'conjunto de anuncios / conjunto de anúncios / ensemble de publicités / gruppo di inserzioni / anzeigengruppe / advertentieset / reklam seti / set iklan / nhóm quảng cáo / zestaw reklam / set de reclame /  /',
  ads: 'anuncio|publicidad / anúncio|anuncio / annonces|publicités|publicité / annunci|inserzioni|pubblicità / anzeigen|werbung|werbeanzeigen / advertenties|advertentie / reklam|reklamlar / iklannya / quảng cáo|quang cao / reklamy|reklama / reclame|reclamă|reclamele / patalastas / matangazo|tangazo',
  campaigns:
    'campañas|campaña|campanas / campanhas|campanha / campagnes / campagna / kampagnen|kampagne /  / kampanyalar|kampanya / kampanye|kempen / chiến dịch|chien dich / kampanie|kampania|kampanii / campanii|campanie /  / kampeni',
  impressions:
    'impresión / impressão /  / impressione / impressionen|einblendungen / vertoningen|impressies / gösterim|gosterim / tayangan / lượt hiển thị|luot hien thi / wyświetlenia|wyświetleń|wyswietlenia|wyswietlen / afișări|afisari /  /',
  reach:
    'alcance /  / portée / copertura / reichweite / bereik / erişim|erisim / jangkauan / tiếp cận|tiep can / zasięg|zasieg / acoperire / naabot /',
  frequency:
    'frecuencia / frequência|frequencia / fréquence / frequenza / frequenz / frequentie / sıklık|siklik / frekuensi / tần suất|tan suat / częstotliwość / frecvență|frecventa / dalas /',
  CTR: 'tasa de clics|porcentaje de clics / taxa de cliques / taux de clic|taux de clics / tasso di clic / klickrate / doorklikratio / tıklama oranı|tiklama orani / rasio klik / tỷ lệ nhấp|ty le nhap / współczynnik klikalności / rata de click /  /',
  clicks:
    'clic / clique /  / clic /  / klikken|kliks / tıklamalar|tiklama / klik / lượt nhấp|lượt click|luot click / kliknięcia|kliknięć|klikniecia|klikniec / clicuri|clickuri /  / mibofyo',
  visitors:
    '/  /  / visitatori / besucher / bezoekers / ziyaretçi|ziyaretci / pengunjung / khách truy cập / odwiedzający|odwiedzajacy / vizitatori / bisita / wageni',
  visits: '/  /  / visite /  /  / ziyaretler /  / lượt truy cập|luot truy cap / wizyty|odwiedziny / vizite /  /',
  'conversion rate':
    'tasa de conversion|tasa de conversiones /  /  / tasso di conversione / konversionsrate|konversionsrat / conversieratio / dönüşüm oranı|donusum orani / tingkat konversi|rasio konversi / tỷ lệ chuyển đổi|ty le chuyen doi / współczynnik konwersji / rata de conversie /  /',
  conversions:
    'conversiones|conversión / conversões|conversoes|conversão /  / conversioni / konversionen / conversies / dönüşüm|donusum / konversi / chuyển đổi|chuyen doi / konwersje|konwersji / conversii /  /',
  leads:
    'prospectos /  /  /  / interessenten /  / potansiyel müşteri / calon pelanggan|prospek / khách hàng tiềm năng|khach hang tiem nang /  /  /  /',
  enquiries:
    'contactos|consultas|solicitudes / contatos|contactos|consultas / demandes|prises de contact / contatti|richieste / anfragen|kontaktanfragen / aanvragen / talepler|başvuru / pertanyaan / liên hệ|lien he / zapytania|zapytań|zapytan / cereri|solicitări /  / maswali',
  messages:
    '/  /  / messaggi / nachrichten / berichten / mesaj|mesajlar / pesan / tin nhắn|tin nhan / wiadomości|wiadomosci / mesaje / mensahe / ujumbe',
  sales:
    'venta / venda / vente / vendita /  /  / satışlar|satis / penjualan / doanh số bán|lượt bán / sprzedaż|sprzedaz / vânzări|vanzari / benta / mauzo',
  orders:
    'pedido /  / commande / ordine / bestellung / bestelling / siparişler|siparis / pesanan / don hang / zamówienia|zamówień|zamowienia|zamowien / comenzi|comandă /  / oda',
  purchases:
    'compras /  / achats / acquisti / käufe|kaeufe / aankopen / satın alma|satin alma / pembelian / lượt mua / zakupy|zakupów / achiziții|achizitii / pagbili / manunuzi',
  bookings:
    'reservas|reservaciones|reserva / reservas|reserva / réservations|réservation / prenotazioni|prenotazione / buchungen|buchung / boekingen|reserveringen / rezervasyon|rezervasyonlar / reservasi / lượt đặt|đặt chỗ|dat cho / rezerwacje|rezerwacji / rezervări|rezervari / reserbasyon / uhifadhi',
  appointments:
    'citas / agendamentos|consultas agendadas /  / appuntamenti / termine / afspraken / randevu|randevular / janji temu / lịch hẹn|lich hen /  / programări|programari /  /',
  patients:
    'pacientes /  /  / pazienti / patienten / patiënten / hastalar / pasien / bệnh nhân|benh nhan / pacjenci|pacjentów|pacjentow / pacienți|pacienti / pasyente / wagonjwa',
  students:
    'alumnos|estudiantes / alunos / élèves|étudiants / studenti|allievi / schüler|kursteilnehmer / leerlingen|studenten / öğrenci|ogrenci / siswa|murid / học viên|hoc vien / uczniowie|uczniów|kursanci / elevi|cursanți / estudyante / wanafunzi',
  members:
    'miembros|socios / membros|sócios / membres|adhérents / membri|iscritti / mitglieder / leden / üye|üyeler / anggota / thành viên|thanh vien / członkowie|członków / membri|abonați / miyembro / wanachama',
  customers:
    'cliente / cliente /  / cliente / kunde / klant / müşteriler|musteri / pelanggan|kustomer / khách hàng|khach hang / klienci|klientów|klientow / clienți|clienti / kustomer|mamimili / wateja',
  revenue:
    'facturacion / receitas / recettes|chiffre d affaires|chiffre d affaire / ricavi|incassi / einnahmen|erlös / inkomsten / gelir / pendapatan|omset / doanh thu / przychód|przychody|przychod / venituri|cifra de afaceri /  / mapato',
  'average order value':
    "valor promedio del pedido|ticket medio de compra / valor médio do pedido / valeur moyenne de commande / valore medio dell'ordine / durchschnittlicher bestellwert|warenkorbwert / gemiddelde orderwaarde / ortalama sepet|ortalama sipariş değeri / rata-rata nilai pesanan / giá trị đơn hàng trung bình / średnia wartość zamówienia / valoarea medie a comenzii /  /",
  'order value':
    "valor del pedido / valor do pedido / valeur de commande / valore dell'ordine / bestellwert / orderwaarde / sipariş değeri / nilai pesanan / giá trị đơn hàng / wartość zamówienia / valoarea comenzii /  /",
  price:
    'precio / preço|preco / prix / prezzo / preis / prijs / fiyat|fiyatı / harga / giá bán /  / preț|pretul / presyo /',
  'per piece':
    'por unidad|por pieza / por unidade|por peça / par pièce|la pièce / al pezzo|a pezzo / pro stück|per stück|je stück / per stuk / tanesi / per buah|sebiji / mỗi cái / za sztukę|za sztuke / pe bucată|pe bucata / bawat piraso / kwa kipande',
  margin: '/  /  /  /  /  / marj|marjı / margin keuntungan / biên lợi nhuận / marża|marza / marjă|marja /  /',
  profit:
    'ganancias|beneficio|beneficios|utilidad / lucros / bénéfices / profitto|guadagno / gewinn / winst / kâr / keuntungan|untung|laba / lợi nhuận|loi nhuan / zysk / profitul / tubo / faida',
  'cost per':
    'coste por /  /  /  / kosten je /  /  / biaya per / chi phí mỗi|chi phi moi / koszt na|koszt za / cost pe / gastos bawat / gharama kwa',
  cost: 'costo|coste / custo / coût|cout /  / kosten /  / maliyet / biaya /  / koszt /  /  / gharama',
  target:
    'objetivo / alvo|objetivo / objectif / obiettivo / ziel / doel / hedef / sasaran / mục tiêu|muc tieu /  / obiectiv / layunin / lengo',
  'I want':
    'quiero / quero / je veux|je voudrais / voglio|vorrei / ich will|ich möchte / ik wil / istiyorum / saya mau|saya ingin|aku mau / tôi muốn|toi muon / chcę / vreau / gusto ko / nataka',
  'we want':
    'queremos / queremos / nous voulons / vogliamo / wir wollen|wir möchten / we willen / istiyoruz / kami ingin|kami mau / chúng tôi muốn / chcemy / vrem / gusto namin / tunataka',
  maximum:
    'máximo|maximo / máximo /  / massimo / höchstens / maximaal / maksimum /  / tối đa|toi da / maksymalnie /  /  /',
  minimum:
    'mínimo|minimo / mínimo /  / minimo / mindestens / minimaal / en az /  / tối thiểu|toi thieu / minimalnie /  /  /',
  ROAS: 'retorno de la inversión publicitaria|retorno sobre el gasto publicitario / retorno sobre investimento em anúncios / retour sur dépenses publicitaires / ritorno sulla spesa pubblicitaria / werberendite /  / reklam getirisi /  /  / zwrot z wydatków na reklamę /  /  /',
  'lifetime value':
    'valor de vida del cliente / valor vitalício do cliente|valor do tempo de vida / valeur vie client / valore del ciclo di vita / kundenlebenswert|kundenlebenszeitwert / klantwaarde / müşteri yaşam boyu değeri / nilai seumur hidup / giá trị vòng đời / wartość życiowa klienta / valoarea pe viață /  /',
  days: 'días|dias / dias / jours / giorni / tagen|tage / dagen /  /  / ngày / dni / zile /  /',
  weeks:
    'semanas / semanas / semaines / settimane / wochen / weken / haftalar /  / tuần / tygodnie|tygodni / săptămâni|saptamani / linggo /',
  months:
    'meses / meses /  / mesi / monaten|monate / maanden / aylar /  /  / miesiące|miesięcy|miesiace|miesiecy /  /  / miezi',
  years: 'años / anos / années / anni / jahren|jahre / jaren / yıllar /  /  /  /  /  / miaka',
  day: 'día / dia / jour / giorno /  /  / gün /  /  / dzień|dzien /  / araw / siku',
  week: 'semana / semana / semaine / settimana / woche /  / hafta /  /  / tydzień|tydzien / săptămână|saptamana /  /',
  month: '/ mês / mois / mese / monat / maand /  /  / tháng / miesiąc|miesiac / lună / buwan / mwezi',
  year: 'año / ano / année / anno / jahr / jaar / yıl / tahun / năm /  /  / taon / mwaka',
  season:
    'temporada / temporada / saison / stagione / saison / seizoen / sezon / musim / mùa / sezon / sezonul /  / msimu',
  'a day':
    'diarios|cada día|cada dia / todo dia / chaque jour|par jour / ogni giorno|al dì / am tag / elke dag|per dag / günde|gunde / tiap hari|setiap hari / mỗi ngày|moi ngay|một ngày / na dzień|dziennie / pe zi / kada araw|bawat araw / kwa siku',
  'a week':
    'cada semana / cada semana / chaque semaine / ogni settimana|a settimana / pro woche|die woche /  / haftada / tiap minggu|setiap minggu / mỗi tuần|moi tuan / na tydzień|tygodniowo / pe săptămână|pe saptamana / kada linggo|bawat linggo / kwa wiki',
  'a month':
    'cada mes|mensuales / cada mês|cada mes / chaque mois / ogni mese / im monat / elke maand / ayda|aylık olarak / tiap bulan|setiap bulan / mỗi tháng|moi thang|một tháng / na miesiąc|na miesiac|miesięcznie / pe lună|pe luna / kada buwan|bawat buwan / kwa mwezi',
  'a year':
    "al año|por año|cada año / por ano|ao ano / par an|par année / all'anno|ogni anno / pro jahr|im jahr / per jaar / yılda / per tahun|setahun / mỗi năm|moi nam / na rok|rocznie / pe an / kada taon / kwa mwaka",
  each: '/  / chaque / ogni|ciascun / jede|jeder|jedes / elke / başına / setiap|tiap / mỗi / każdy|każda|kazdy / fiecare / bawat|kada / kila',
  total:
    'totales /  /  / totale / gesamt|insgesamt / totaal / toplam / jumlah / tổng|tổng cộng / łącznie|lacznie|razem / în total / kabuuan / jumla',
  'how many':
    'cuántas|cuantas / quantas / combien de / quanti|quante / wie viele / hoeveel / kaç|kac tane / berapa banyak / bao nhiêu|bao nhieu / ilu / câte|câți / ilan / ngapi',
  'how much': '/  /  /  / wie viel|wieviel /  / ne kadar /  /  /  / cât costă|cat costa / magkano / kiasi gani',
};
// Words that are English, names or another thing beside no number: '20 hari' is 20 days, 'Hari spent' a name.
const AFTER_NUMBER: Record<string, string> = Object.fromEntries(
  'hari:days bulan:months minggu:weeks ngay:days thang:months tuan:weeks nam:years luni:months ani:years zi:days luna:month rok:year mes:months tage:days'
    .split(' ')
    .map((pair) => pair.split(':')),
);
// '42 Tausend', '5 bin TL', '96 mil impresiones': thousands and millions said as a word after the digits. 'mil' is a
// million in English ('$2 mil budget'), so it is a thousand only before other Spanish or Portuguese.
const THOUSAND = 'tausend|tsd\\.?|mila|mille|duizend|tysięcy|tysiące|tysiąc|tys\\.?|mii|nghin|ngan|elfu|libo';
const MILLION = 'millionen|mio\\.?|milioni|miljoen|milyon|milionów|miliony|milion|milioane|milhão|millón|millon';
const LETTER = String.raw`[\p{L}\d'’]`;
const quoted = (word: string) => word.replace(/[.]/g, '\\.').replace(/'/g, "['’]").replace(/ /g, String.raw`\s+`);

const LEXICON: Record<string, string> = {};
for (const [english, row] of Object.entries(GRID))
  for (const word of row.split(/[/|]/).map((each) => each.trim().toLowerCase())) if (word) LEXICON[word] ??= english;
const KNOWN = Object.keys(WORDS);
// Phrases of figure-language-words.ts are matched too, and left as they are, so 'presupuesto mensual' stays whole.
const PHRASES = [...new Set([...Object.keys(LEXICON), ...KNOWN])].sort((a, b) => b.length - a.length).map(quoted);
const LEXICON_RE = new RegExp(`(?<!${LETTER})(?:${PHRASES.join('|')})(?!${LETTER})`, 'giu');
const FOREIGN = PHRASES.filter((phrase) => !/\s/.test(phrase)).join('|');
const SCALE_RE = new RegExp(
  `(?<=\\d)\\s?(?:(${THOUSAND})|(${MILLION})|(mil(?=\\s(?:de\\s|${FOREIGN})(?!${LETTER})))|(bin(?=\\s?(?:tl|₺|lira|${FOREIGN})(?!${LETTER}))))(?!${LETTER})`,
  'giu',
);
const NUMBERED_RE = new RegExp(`(?<=\\d\\s?)(${Object.keys(AFTER_NUMBER).join('|')})(?!${LETTER})`, 'giu');

function toEnglish(phrase: string) {
  const key = phrase.toLowerCase().replace(/\s+/g, ' ').replace(/’/g, "'");
  return key in WORDS ? phrase : (LEXICON[key] ?? phrase);
}

/** The question with the grid's words in English; the words of figure-language-words.ts are left for inEnglish. */
export function fromLexicon(text: string): string {
  return text
    .replace(SCALE_RE, (_, _thousand?: string, million?: string) => (million ? ' million' : ' thousand'))
    .replace(NUMBERED_RE, (word: string) => AFTER_NUMBER[word.toLowerCase()] ?? word)
    .replace(LEXICON_RE, toEnglish);
}
