import { describeFamilies } from './metric-results';

/**
 * Questions mixing another language's advertising words into English, each missing before for one word (the grid of
 * figure-lexicon.ts), and plain English that uses the same letters and must read as before ('$2 mil', 'Hari', 'bin').
 */
describeFamilies(
  'Advertising words of other languages (the lexicon grid)',
  [
    [
      'Spanish',
      [
        ['96 mil impresiones and 1.440 clics, CTR?', { CTR: '1.5%' }],
        ['Presupuesto semanal 350 €, how much a day?', { 'Daily budget': '€50.00 a day' }],
        ['Quiero 20 reservas and my cost per booking is 25 €. Budget?', { 'Budget needed': '€500' }],
        ['Presupuesto total 3.000 € para 2 campañas, how much per campaign?', { 'Budget per campaign': '€1,500' }],
        ['Ingresos 4.000 €, gasto publicitario 1.000 €. ROAS?', { ROAS: '4' }],
      ],
    ],
    [
      'Portuguese',
      [
        ['45 mil impressões e 900 cliques. CTR?', { CTR: '2%' }],
        ['We got 16 reservas from R$ 800. Cost per booking?', { CPA: 'R$50.00' }],
        ['Quanto custa? Orçamento semanal R$ 700, how much a day?', { 'Daily budget': 'R$100 a day' }],
        ['Faturamento R$ 15.000, investimento em anúncios R$ 3.000. ROAS?', { ROAS: '5' }],
      ],
    ],
    [
      'French',
      [
        ['Budget 1.200 € pour 6 semaines, how much a day?', { 'Equivalent daily budget': '€28.57 a day' }],
        ["J'ai dépensé 900 € et nous avons 45 réservations. Coût par réservation?", { CPA: '€20.00' }],
        ['Chiffre d affaires 8.000 €, dépenses publicitaires 2.000 €. ROAS?', { ROAS: '4' }],
      ],
    ],
    [
      'Italian',
      [
        ['Ho speso 1.500 € e abbiamo 45 prenotazioni. Cost per booking?', { CPA: '€33.33' }],
        ['Budget settimanale 700 €, how much per day?', { 'Daily budget': '€100 a day' }],
        ['Abbiamo 3.000 visitatori e 60 richieste. Tasso di conversione?', { 'Conversion rate': '2%' }],
        ['Fatturato 10.000 €, spesa pubblicitaria 2.000 €. ROAS?', { ROAS: '5' }],
      ],
    ],
    [
      'German',
      [
        ['42 Tausend Impressionen with a Reichweite of 12 Tausend. Frequency?', { Frequency: '3.5' }],
        ['Wir haben 2.000 € ausgegeben und 50 Buchungen bekommen. Kosten pro Buchung?', { CPA: '€40.00' }],
        ['Ad spend 500 € im Monat, 25 Anfragen. Cost per enquiry?', { CPA: '€20.00' }],
        ['Umsatz 12.000 €, Werbeausgaben 3.000 €. ROAS?', { ROAS: '4' }],
      ],
    ],
    [
      'Dutch',
      [
        ['Ik heb 600 € uitgegeven en 30 boekingen gekregen. Cost per booking?', { CPA: '€20.00' }],
        ['80 klanten from 4.000 bezoekers, conversion rate?', { 'Conversion rate': '2%' }],
        ['Omzet 9.000 €, advertentiekosten 3.000 €. ROAS?', { ROAS: '3' }],
      ],
    ],
    [
      'Turkish',
      [
        ['Reklam harcaması 5 bin TL, 50 satış geldi. CPA?', { CPA: '₺100' }],
        ['12 bin gösterim, 240 tıklama. CTR?', { CTR: '2%' }],
        ['Ciro 50 bin TL, reklam harcaması 10 bin TL. ROAS?', { ROAS: '5' }],
      ],
    ],
    [
      'Indonesian and Malay',
      [
        ['Rp 75.000 per hari for 20 hari. Total?', { 'Lifetime budget': 'Rp 1,500,000' }],
        ['Anggaran harian Rp 100.000, how much per bulan?', { 'Monthly budget': 'Rp 3,040,000' }],
        ['Omset Rp 20 juta, biaya iklan Rp 4 juta. ROAS?', { ROAS: '5' }],
      ],
    ],
    [
      'Vietnamese, with and without its marks',
      [
        ['Ngân sách hàng ngày 200.000 ₫, One tháng how much?', { 'Monthly budget': '₫6,080,000' }],
        ['10 nghin luot hien thi and 300 luot click. CTR?', { CTR: '3%' }],
        ['Doanh thu 50 triệu, chi phí quảng cáo 10 triệu. ROAS?', { ROAS: '5' }],
      ],
    ],
    [
      'Polish',
      [
        ['Wydałem 2.000 zł i mam 40 zamówień. Cost per order?', { CPA: '50.00 zł' }],
        ['50 tysięcy wyświetleń i 1.000 kliknięć. CTR?', { CTR: '2%' }],
        ['Budżet dzienny 100 zł, how much a month?', { 'Monthly budget': '3,040 zł' }],
        ['Przychód 8.000 zł, wydatki na reklamę 2.000 zł. ROAS?', { ROAS: '4' }],
      ],
    ],
    [
      'Romanian',
      [
        ['Am cheltuit 1.500 lei și am 30 comenzi. CPA?', { CPA: '50.00 lei' }],
        ['Buget zilnic 50 lei, how much pe lună?', { 'Monthly budget': '1,520 lei' }],
        ['20 mii afișări și 400 clicuri. CTR?', { CTR: '2%' }],
        ['Venituri 6.000 lei, cheltuieli cu reclame 1.500 lei. ROAS?', { ROAS: '4' }],
      ],
    ],
    [
      'Tagalog',
      [
        ['Gumastos ako ng ₱5,000 and got 25 benta. Cost per sale?', { CPA: '₱200' }],
        ['Badyet kada araw ₱500, how much a month?', { 'Monthly budget': '₱15,200' }],
        [
          'Presyo ₱800 and margin 25%, break-even ROAS?',
          { 'Break-even ROAS': '4 (₱4.00 of revenue for every ₱1 of ad spend)', 'Break-even CPA': '₱200' },
        ],
      ],
    ],
    [
      'Swahili',
      [
        ['Nimetumia KES 10,000 and got 40 wateja. Cost per customer?', { CPA: 'KES 250' }],
        ['Bajeti ya siku KES 1,500, how much a month?', { 'Monthly budget': 'KES 45,600' }],
        ['Mapato KES 90,000, matumizi ya matangazo KES 30,000. ROAS?', { ROAS: '3' }],
      ],
    ],
  ],
  [
    // 'mil' is a million in English; only before Spanish or Portuguese is it a thousand.
    ['Spent $2 mil budget on ads, 40 sales. CPA?', { CPA: '$50,000' }],
    ['Our 2 mil dollar target: 40,000 clicks from 2 mil impressions. CTR?', { CTR: '2%' }],
    // 'Hari', 'Luna' are names; 'bin' before English is a bin.
    ['Hari spent $500 on ads and got 20 sales. CPA?', { CPA: '$25.00' }],
    ['The Luna campaign spent $400 for 20 leads. Cost per lead?', { CPA: '$20.00' }],
    ['We spent $900 on ads for our 3 bin cleaning vans and got 30 jobs. Cost per job?', { CPA: '$30.00' }],
    // 'per week', 'click', 'Meta' are English and left alone.
    ['I spend $700 per week on ads, how much a day?', { 'Daily budget': '$100 a day' }],
    ['I pay $2 per click and want 50 clicks. Budget?', { 'Ad spend': '$100' }],
    ['Meta ads: spent $500, 25 leads. CPL?', { CPA: '$20.00' }],
  ],
);
