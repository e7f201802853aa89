import { describeFamilies } from './metric-results';

/** Advertisers who write English with their own language's words and grammar mixed in. */
const FAMILIES: [string, [string, Record<string, string>][]][] = [
  [
    "advertising words of Portuguese, Spanish, French, Italian and Indonesian ('gastei', 'presupuesto', 'al día') are read as their English",
    [
      ['gastamos R$2.000 no facebook mês passado e tivemos 80 cliques. what is the cpc?', { CPC: 'R$25.00' }],
      ['orçamento de R$3.000 por mês pro google. how much is it a day?', { 'Daily budget': 'R$98.68 a day' }],
      ['Gasté $4.500 en Facebook el mes pasado y conseguí 90 ventas. What is my cost per sale?', { CPA: '$50.00' }],
      [
        'Tengo un presupuesto de 600 € al mes y el cpc promedio es 0,40 €. How many clicks can I get?',
        { 'Clicks the budget buys': 'about 1,500' },
      ],
      ["j'ai dépensé 800 € le mois dernier et 32 ventes. what is my cost per sale?", { CPA: '€25.00' }],
      ['ho speso 1.200 € al mese su Google e 60 clienti. cost per customer?', { CPA: '€20.00' }],
      ['budget iklan Rp 50 juta per bulan, how much per day?', { 'Daily budget': 'Rp 1,644,736.84 a day' }],
      ['ticket promedio $80, roas objetivo 4. what is the max cpa?', { 'Max CPA': '$20.00' }],
      [
        'Vendemos cada caixa a R$80, margem de 40%. break even roas?',
        { 'Break-even ROAS': '2.5 (R$2.50 of revenue for every R$1 of ad spend)', 'Break-even CPA': 'R$32.00' },
      ],
      ['Con una inversión de $2.000.000 pesos tuvimos 400 clientes. cost per customer?', { CPA: '$5,000' }],
      ['invertí 5 mil pesos en facebook y tuve 40 mensajes. how much did each message cost?', { CPA: '$125' }],
      ["faturamento de R$20.000 com R$4.000 investidos em anúncios, what's my roas?", { ROAS: '5' }],
      ['saya habis Rp 2 juta untuk iklan and got 40 pesanan. CPA?', { CPA: 'Rp 50,000' }],
      ['chi phí 5 triệu đồng for ads, 100 đơn hàng. what is the CPA?', { CPA: '₫50,000' }],
      ['My presupuesto mensual is 30.000 pesos, how much per day?', { 'Daily budget': '$986.84 a day' }],
      ['gasto diario de R$50 no instagram, how much is that por mês?', { 'Monthly budget': 'R$1,520' }],
      ['taux de conversion 2%, 5 000 visiteurs, how many sales?', { 'Conversions the clicks bring': 'about 100' }],
      ['I have 500 € ausgegeben and 25 Bestellungen bekommen. What is my CPA?', { CPA: '€20.00' }],
      ['ik heb 400 euro uitgegeven en 20 leads gekregen, what is my CPL?', { CPA: '€20.00' }],
      ['Harcadım 3.000 TL on Instagram, 60 sipariş geldi. CPA?', { CPA: '₺50.00' }],
      [
        'Our Kosten pro Klick is 0,80 € and the budget is 400 € pro Monat. How many clicks?',
        { 'Clicks the budget buys': 'about 500' },
      ],
    ],
  ],
  [
    "English said with another language's grammar: '30 € by day', 'in average', 'last trimester', '2.000 click'",
    [
      ['We run the promotion for 10 days with 30 € by day. What is the total budget?', { 'Lifetime budget': '€300' }],
      [
        'We spent 6 000 € last trimester and got 40 clients. Each client pays us in average 600 € during all his life with us. CAC and LTV:CAC?',
        { CPA: '€150', CAC: '€150', 'LTV:CAC': '4:1' },
      ],
      ['Our ads had 2.000 click and 50 sale last week. Conversion rate?', { 'Conversion rate': '2.5%' }],
      [
        'I pay 0,45 € for click and my budget is 900 € for month. How many clicks I receive?',
        { 'Clicks the budget buys': 'about 2,000' },
      ],
      ['We pay 2,10 € for click and 3% of clicks buy. Cost for sale?', { CPA: '€70.00' }],
      ['I can spend 25 € for day during 12 days. Total budget?', { 'Lifetime budget': '€300' }],
      ['With an investment of 3.000 € we got 60 leads. CPL?', { CPA: '€50.00' }],
      [
        'A member pays us about $1,200 in their lifetime. We spent $6,000 and got 20 members. CAC and LTV:CAC?',
        { CPA: '$300', CAC: '$300', 'LTV:CAC': '4:1' },
      ],
      [
        'From every 10 leads only 2 sign up. each lead is costing me R$40. cost per customer?',
        { 'Cost per customer': 'R$200' },
      ],
      ['Each enquiry costs £20, from each 4 enquiries 1 books. cost per booking?', { 'Cost per customer': '£80.00' }],
      [
        'the cost per click is coming R3.75 and I have R1,500 budget. how many clicks I will get for that money?',
        { 'Clicks the budget buys': 'about 400' },
      ],
    ],
  ],
  [
    "what one item costs the seller, said another way: 'modal' (Indonesian), 'cost of me is', 'the product is costing me'",
    [
      [
        'Sepatu price Rp 200.000, modal Rp 120.000 per pcs. profit margin?',
        {
          'Profit per sale': 'Rp 80,000',
          'Profit margin': '40%',
          'Break-even ROAS': '2.5 (Rp 2.50 of revenue for every Rp 1 of ad spend)',
          'Break-even CPA': 'Rp 80,000',
        },
      ],
      [
        'I sell a bag at 120.000₫ and cost of me is 72.000₫. Profit margin?',
        {
          'Profit per sale': '₫48,000',
          'Profit margin': '40%',
          'Break-even ROAS': '2.5 (₫2.50 of revenue for every ₫1 of ad spend)',
          'Break-even CPA': '₫48,000',
        },
      ],
      [
        'Cushions: price is 300,00 ₺ and the product is costing me 180,00 ₺. break-even ROAS?',
        {
          'Profit per sale': '₺120',
          'Profit margin': '40%',
          'Break-even ROAS': '2.5 (₺2.50 of revenue for every ₺1 of ad spend)',
          'Break-even CPA': '₺120',
        },
      ],
    ],
  ],
  [
    "numbers written as other countries write them: said again ('Rp 6.000.000 (6 juta)'), dotted or spaced thousands",
    [
      ['Budget iklan saya Rp 6.000.000 (6 juta) per bulan. How much a day?', { 'Daily budget': 'Rp 197,368.42 a day' }],
      ['₹2,50,000 (2.5 lakh) budget per month, how much per day', { 'Daily budget': '₹8,223.68 a day' }],
      ['We got 2.400.000 impressions (2,4 millones) and 48.000 clicks. CTR?', { CTR: '2%' }],
      ['Budget: 900 €, 4 500 clicks. CPC?', { CPC: '€0.20' }],
      ['CTR 1,5 %, 12 000 impressions. How many clicks?', { Clicks: '180' }],
      ['conversion rate 2%, 5 000 visitors, how many sales?', { 'Conversions the clicks bring': 'about 100' }],
    ],
  ],
  [
    "a currency written the way its users write it: the Egyptian pound as 'LE'",
    [
      ['We spent 12,000 LE on Facebook and got 60 orders. Cost per order?', { CPA: 'LE 200' }],
      ['Our CPC is LE 2.50 and the budget is LE 5,000. How many clicks?', { 'Clicks the budget buys': 'about 2,000' }],
    ],
  ],
];

/** Near misses: English words that look like another language's, or a word of theirs used the English way. */
const NEAR_MISSES: [string, Record<string, string>][] = [
  ['Meta ads: spent $500 and got 20 sales. CPA?', { CPA: '$25.00' }],
  ['No google ads yet. We spent $300 on meta and got 15 leads, and no facebook either. CPL?', { CPA: '$20.00' }],
  ['Day by day my cpc climbs. I spent $300 and got 100 clicks. CPC?', { CPC: '$3.00' }],
  [
    'Our signup modal converts 4% of visitors and we get 2,000 visitors a month. How many signups?',
    { 'Conversions the clicks bring': 'about 80' },
  ],
  ['We have 2 sale events a year. Spent $400 and got 16 sales. CPA?', { CPA: '$25.00' }],
  ['LE CAFE spent $600 and got 30 orders. Cost per order?', { CPA: '$20.00' }],
  [
    'A lamp costs €60 for customer and €36 is our cost for making and sending. What is the break-even ROAS?',
    {
      'Profit per sale': '€24.00',
      'Profit margin': '40%',
      'Break-even ROAS': '2.5 (€2.50 of revenue for every €1 of ad spend)',
      'Break-even CPA': '€24.00',
    },
  ],
  ['Week 2, 300 clicks and 6 sales. Conversion rate?', { 'Conversion rate': '2%' }],
  ['We spent $2,000 (3k) last month and got 40 leads. CPL?', { CPA: '$50.00' }],
  ['The campaign is costing me $50 a day. How much a month?', { 'Monthly budget': '$1,520' }],
  [
    'A subscriber is worth $420 to us over their whole lifetime; we spent $18,000 and got 150 subscribers. LTV to CAC?',
    { CPA: '$120', CAC: '$120', 'LTV:CAC': '3.5:1' },
  ],
];

describeFamilies('second-language wordings', FAMILIES, NEAR_MISSES);
