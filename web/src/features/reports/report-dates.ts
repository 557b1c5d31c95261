/** Today and a month ago as YYYY-MM-DD: the reports' default range (spec 02 §9, the last month up to now). */
export const today = () => new Date().toISOString().slice(0, 10);
export const monthAgo = () => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
};
