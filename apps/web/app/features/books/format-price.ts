const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** 19.99 → "£19.99". */
export const formatPrice = (price: number) => gbp.format(price);
