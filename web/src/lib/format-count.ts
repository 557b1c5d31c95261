const COUNT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** A count as the console writes it: thousands grouped ("734,442 media plays"), as the dates are British. */
export const formatCount = (n: number) => COUNT.format(n);
