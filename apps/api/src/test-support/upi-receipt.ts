import sharp from 'sharp';

/** What a UPI app's "payment successful" screen says. */
export interface UpiReceipt {
  amount: string;
  payerName: string;
  payerAccount: string;
  utr: string;
  note: string;
  when: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A phone screenshot (1080×2400) of a UPI app's payment receipt, laid out as the common apps draw it: status bar,
 * the app bar, a green tick, the big amount, 'Paid to' with the payee, the note, and a details card with the UPI
 * transaction ID, the payer and the bank, then Share and Done. Two receipts of the same app differ only in their
 * text, as real ones do.
 */
export async function upiReceiptPng(r: UpiReceipt): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="2400" viewBox="0 0 1080 2400">
  <rect width="1080" height="2400" fill="#ffffff"/>
  <rect width="1080" height="90" fill="#f1f3f4"/>
  <text x="48" y="62" font-family="DejaVu Sans" font-size="36" fill="#202124">10:32</text>
  <text x="880" y="62" font-family="DejaVu Sans" font-size="34" fill="#202124">4G  82%</text>
  <path d="M60 200 l30 -30 M60 200 l30 30 M60 200 h60" stroke="#202124" stroke-width="8" fill="none"/>
  <circle cx="540" cy="520" r="150" fill="#1e8e3e"/>
  <path d="M465 520 l50 55 l105 -115" stroke="#ffffff" stroke-width="34" fill="none" stroke-linecap="round"/>
  <text x="540" y="860" text-anchor="middle" font-family="DejaVu Sans" font-size="150" font-weight="bold" fill="#202124">₹${escape(r.amount)}</text>
  <text x="540" y="980" text-anchor="middle" font-family="DejaVu Sans" font-size="46" fill="#3c4043">Paid to MECHANICAL ENGINEERING ASSOC</text>
  <text x="540" y="1050" text-anchor="middle" font-family="DejaVu Sans" font-size="40" fill="#5f6368">mechsymposium@okhdfcbank</text>
  <rect x="340" y="1100" width="400" height="80" rx="40" fill="#e8f0fe"/>
  <text x="540" y="1155" text-anchor="middle" font-family="DejaVu Sans" font-size="38" fill="#1a73e8">${escape(r.note)}</text>
  <text x="540" y="1280" text-anchor="middle" font-family="DejaVu Sans" font-size="40" fill="#5f6368">${escape(r.when)}</text>
  <rect x="60" y="1360" width="960" height="640" rx="36" fill="#ffffff" stroke="#dadce0" stroke-width="4"/>
  <text x="110" y="1450" font-family="DejaVu Sans" font-size="38" fill="#5f6368">UPI transaction ID</text>
  <text x="110" y="1510" font-family="DejaVu Sans" font-size="46" fill="#202124">${escape(r.utr)}</text>
  <text x="110" y="1610" font-family="DejaVu Sans" font-size="38" fill="#5f6368">To: MECHANICAL ENGINEERING ASSOCIATION</text>
  <text x="110" y="1670" font-family="DejaVu Sans" font-size="40" fill="#202124">mechsymposium@okhdfcbank</text>
  <text x="110" y="1770" font-family="DejaVu Sans" font-size="38" fill="#5f6368">From: ${escape(r.payerName)}</text>
  <text x="110" y="1830" font-family="DejaVu Sans" font-size="40" fill="#202124">${escape(r.payerAccount)}</text>
  <text x="110" y="1940" font-family="DejaVu Sans" font-size="36" fill="#5f6368">Google transaction ID CICAgKDk${escape(r.utr.slice(-6))}</text>
  <rect x="120" y="2180" width="380" height="110" rx="55" fill="#ffffff" stroke="#dadce0" stroke-width="4"/>
  <text x="310" y="2250" text-anchor="middle" font-family="DejaVu Sans" font-size="42" fill="#1a73e8">Share</text>
  <rect x="580" y="2180" width="380" height="110" rx="55" fill="#1a73e8"/>
  <text x="770" y="2250" text-anchor="middle" font-family="DejaVu Sans" font-size="42" fill="#ffffff">Done</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const KAVYA_RECEIPT: UpiReceipt = {
  amount: '749',
  payerName: 'Kavya Raman',
  payerAccount: 'State Bank of India ••••4821',
  utr: '627512340001',
  note: 'K7QM4TZP',
  when: '2 Oct 2026, 10:32 am',
};

export const ARUN_RECEIPT: UpiReceipt = {
  amount: '449',
  payerName: 'Arun Kumar',
  payerAccount: 'HDFC Bank ••••0937',
  utr: '612398765432',
  note: 'W9XR3CEH',
  when: '3 Oct 2026, 6:05 pm',
};
