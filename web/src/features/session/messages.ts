// The session feature's texts in every language (docs/decisions/languages.md): the `session` namespace.

import type { Messages } from "@shared/i18n/catalogue";

const en = {
  signIn: "Sign in",
  signOut: "Sign out",
  signedInAs: "Signed in as ",
  intro: "Sign in with the email address and password of your staff account.",
  superuserTitle: "You are signed in as an administrator.",
  superuserBefore: "Administrators work in the ",
  superuserAfter: ". To use the workshop screens, sign in with an employee account.",
  dashboardLink: "PocketBase dashboard",
  adminNoteBefore: "Administrators: manage staff accounts and passwords in the ",
  adminNoteAfter: ".",
  email: "Email",
  password: "Password",
  enterEmail: "Enter your email address.",
  enterPassword: "Enter your password.",
  wrongCredentials: "Wrong email or password. Check both and try again.",
  tooManyAttempts: "Too many sign-in attempts from this device. Please wait a minute, then try again.",
  unreachable:
    "Cannot reach the Workshop server, so you cannot sign in right now. Check the network connection and try again in a moment.",
};

export const messages: Messages<typeof en> = {
  en,
  de: {
    signIn: "Anmelden",
    signOut: "Abmelden",
    signedInAs: "Angemeldet als ",
    intro: "Melden Sie sich mit der E-Mail-Adresse und dem Passwort Ihres Mitarbeiterkontos an.",
    superuserTitle: "Sie sind als Administrator angemeldet.",
    superuserBefore: "Administratoren arbeiten im ",
    superuserAfter: ". Für die Werkstatt-Seiten melden Sie sich mit einem Mitarbeiterkonto an.",
    dashboardLink: "PocketBase-Dashboard",
    adminNoteBefore: "Administratoren: Mitarbeiterkonten und Passwörter verwalten Sie im ",
    adminNoteAfter: ".",
    email: "E-Mail",
    password: "Passwort",
    enterEmail: "Geben Sie Ihre E-Mail-Adresse ein.",
    enterPassword: "Geben Sie Ihr Passwort ein.",
    wrongCredentials: "E-Mail oder Passwort falsch. Prüfen Sie beides und versuchen Sie es erneut.",
    tooManyAttempts: "Zu viele Anmeldeversuche von diesem Gerät. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.",
    unreachable:
      "Der Werkstatt-Server ist nicht erreichbar, daher können Sie sich gerade nicht anmelden. Prüfen Sie die Netzwerkverbindung und versuchen Sie es gleich noch einmal.",
  },
};
