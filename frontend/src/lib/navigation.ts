/**
 * Full page loads to server routes (/api/login, /api/logout), as opposed to client-side route
 * changes. Kept behind one object so there is one place that leaves the app.
 */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export function navigateTo(url: string): void {
  navigation.assign(url);
}
