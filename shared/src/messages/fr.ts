/**
 * French for each English message of the schemas and the server, keyed by the exact English.
 * server/test/messages/french-messages.test.ts fails when a message the schemas or the server
 * can write has no entry here or in fr-patterns.ts (messages with a number or a list in them).
 * Formal "vous"; a no-break space before « : », a narrow one before « ? », « ! », « ; ».
 */
export { FRENCH_PATTERNS } from './fr-patterns';

/** Sign-in, sessions, passwords and the account. */
const ACCOUNT: Record<string, string> = {
  'Authentication credentials were not provided.': 'Veuillez vous connecter pour continuer.',
  'Invalid email or password.': 'E-mail ou mot de passe incorrect.',
  'This account is deactivated.': 'Ce compte est désactivé.',
  'Link a campus sign-in before removing the portal password.':
    'Reliez une connexion de votre établissement avant de supprimer le mot de passe du portail.',
  'Confirm that the portal password is to be removed.':
    'Confirmez la suppression du mot de passe du portail.',
  'Change your password first.': 'Changez d’abord votre mot de passe.',
  'Set up two-factor sign-in first.': 'Configurez d’abord la connexion en deux étapes.',
  'Your generated password has expired (after 7 days). Ask for a new one with "Forgot password?".':
    'Votre mot de passe généré a expiré (au bout de 7 jours). Demandez-en un nouveau avec « Mot de passe oublié ? ».',
  'Invalid two-factor code.': 'Code de connexion en deux étapes invalide.',
  'Enter the code from your authenticator app.':
    'Saisissez le code affiché par votre application d’authentification.',
  'Two-factor sign-in is already enabled.': 'La connexion en deux étapes est déjà activée.',
  'Start the two-factor set-up first.':
    'Commencez d’abord la configuration de la connexion en deux étapes.',
  'Two-factor sign-in is not enabled.': 'La connexion en deux étapes n’est pas activée.',
  'Two-factor sign-in disabled.': 'Connexion en deux étapes désactivée.',
  'Logged out.': 'Déconnexion effectuée.',
  'Portal password removed.': 'Mot de passe du portail supprimé.',
  'This password is entirely numeric.': 'Ce mot de passe ne contient que des chiffres.',
  'This password is too common.': 'Ce mot de passe est trop courant.',
  'The password is too similar to the email.': 'Le mot de passe ressemble trop à l’adresse e-mail.',
  'Current password is incorrect.': 'Le mot de passe actuel est incorrect.',
  'Enter your current password.': 'Saisissez votre mot de passe actuel.',
  'Passwords must match': 'Les mots de passe doivent être identiques',
  'Passwords do not match': 'Les mots de passe ne correspondent pas',
  'Please confirm your new password': 'Veuillez confirmer votre nouveau mot de passe',
  'Please fill in all fields': 'Veuillez remplir tous les champs',
  'Password changed successfully!': 'Mot de passe modifié avec succès !',
  'Password reset email sent! Please check your inbox.':
    'E-mail de réinitialisation envoyé ! Veuillez consulter votre boîte de réception.',
  'Password reset successful! You can now log in.':
    'Mot de passe réinitialisé ! Vous pouvez maintenant vous connecter.',
  'Invalid or expired reset link.': 'Lien de réinitialisation invalide ou expiré.',
  'An account with this email already exists.': 'Un compte existe déjà avec cet e-mail.',
  'Enter your current password to change your email.':
    'Saisissez votre mot de passe actuel pour changer votre e-mail.',
  'Invalid shared password.': 'Mot de passe partagé incorrect.',
  'Select an existing inventor.': 'Sélectionnez un inventeur existant.',
  'Inventor not found.': 'Inventeur introuvable.',
  'This inventor has no email address: an account needs one.':
    'Cet inventeur n’a pas d’adresse e-mail : un compte en exige une.',
  'An inventor with this email already exists. Select the existing inventor instead.':
    'Un inventeur existe déjà avec cet e-mail. Sélectionnez plutôt l’inventeur existant.',
  'Unknown affiliation.': 'Affiliation inconnue.',
  'Language must be en or fr.': 'La langue doit être « en » ou « fr ».',
  'Invalid email': 'E-mail invalide',
  'Name variant cannot be empty': 'Une variante du nom ne peut pas être vide',
  'Upload a valid image file (PNG, JPEG, GIF or WebP).':
    'Choisissez un fichier image valide (PNG, JPEG, GIF ou WebP).',
};

/** "X is required": the fields of the forms. */
const REQUIRED: Record<string, string> = {
  'Email is required': 'L’e-mail est obligatoire',
  'Preferred name is required': 'Le nom d’usage est obligatoire',
  'Full name is required': 'Le nom complet est obligatoire',
  'Affiliation is required': 'L’affiliation est obligatoire',
  'New password is required': 'Le nouveau mot de passe est obligatoire',
  'Current password is required': 'Le mot de passe actuel est obligatoire',
  'Shared password is required': 'Le mot de passe partagé est obligatoire',
  'Title is required': 'Le titre est obligatoire',
  'Summary is required': 'Le résumé est obligatoire',
  'Context is required': 'Le contexte est obligatoire',
  'Problem identification is required': 'L’identification du problème est obligatoire',
};

/** Tickets (invention disclosures), patents and inventors. */
const TICKETS: Record<string, string> = {
  'Only the submitter can edit a pending ticket.':
    'Seul l’auteur d’une déclaration en attente peut la modifier.',
  'Only the submitter can delete a pending ticket.':
    'Seul l’auteur d’une déclaration en attente peut la supprimer.',
  'Upload a valid image (PNG, JPEG, GIF or WebP).':
    'Choisissez une image valide (PNG, JPEG, GIF ou WebP).',
  'Only one drawing file can be uploaded.': 'Un seul fichier de dessin peut être joint.',
  'Inventors must be inventor ids': 'Les inventeurs doivent être donnés par leur identifiant',
  // The office, the conversation and attestation (API.md Part 2), written once with the rest.
  'Office staff only.': 'Réservé au personnel du bureau de transfert.',
  'Say what information is needed.': 'Précisez les informations demandées.',
  'Comment cannot be empty.': 'Le commentaire ne peut pas être vide.',
  'Contributions must add up to 100%.': 'Les contributions doivent totaliser 100 %.',
  'Give a contribution for every inventor.': 'Indiquez une contribution pour chaque inventeur.',
  'Already confirmed.': 'Vous avez déjà confirmé.',
  'The ticket changed since you opened it. Review it again.':
    'La déclaration a changé depuis que vous l’avez ouverte. Relisez-la.',
  'Send the version of the ticket you read.':
    'Envoyez la version de la déclaration que vous avez lue.',
  'Contributions must be a list of {inventor, percent} with whole percentages from 0 to 100.':
    'Les contributions doivent être une liste de {inventor, percent} avec des pourcentages entiers de 0 à 100.',
  'Say why you decline.': 'Indiquez le motif de votre refus.',
  'Disclosure kind must be one of: paper, talk, thesis, poster, online.':
    'Le type de divulgation doit être l’un de ceux-ci\u00a0: paper, talk, thesis, poster, online.',
  'At most 20 funding sources': '20 sources de financement au maximum',
  'Confirmation must be one of: incomplete, complete.':
    'La confirmation doit être l’une de celles-ci\u00a0: incomplete, complete.',
  'You will no longer receive these emails.': 'Vous ne recevrez plus ces e-mails.',
  'Invalid unsubscribe link.': 'Lien de désabonnement invalide.',
};

/** The office workspace (API.md Part 2 "Roles" and "Ticket lifecycle"). */
const OFFICE: Record<string, string> = {
  // Issue 32: the analytics' query (shared/src/schemas/office-analytics.ts).
  'Choose month, quarter or year.': 'Choisissez mois, trimestre ou année.',
  '`from` is after `to`.': '`from` est après `to`.',
  'Enter a year (YYYY).': 'Saisissez une année (AAAA).',
  'Use true or false.': 'Indiquez true ou false.',
  'Status must be one of: pending, needs_info, approved, refused.':
    'Le statut doit être l’un de ceux-ci\u00a0: pending, needs_info, approved, refused.',
  'Assignee must be me, none or an office user id.':
    'Le responsable doit être me, none ou l’identifiant d’un membre du bureau.',
  'Affiliation must be an affiliation id.': 'L’affiliation doit être un identifiant d’affiliation.',
  'Enter a valid date-time (ISO 8601).': 'Saisissez une date et une heure valides (ISO 8601).',
  'Message must be text.': 'Le message doit être un texte.',
  'Choose an office user.': 'Choisissez un membre du bureau de transfert.',
  'Actor must be a user id.': 'L’auteur doit être un identifiant d’utilisateur.',
  'Target id must be a record id.':
    'Le numéro de l’objet doit être un identifiant d’enregistrement.',
  'This account has no inventor profile: only its language can be changed.':
    'Ce compte n’a pas de profil d’inventeur\u00a0: seule sa langue peut être modifiée.',
  'An inventor with this email already exists.': 'Un inventeur existe déjà avec cet e-mail.',
  'This inventor has no account.': 'Cet inventeur n’a pas de compte.',
  'Only inventors can submit tickets.': 'Seuls les inventeurs peuvent soumettre une déclaration.',
  'Target type must be one of: ticket, inventor, user, patent.':
    'Le type de cible doit être l’un de ceux-ci\u00a0: ticket, inventor, user, patent.',
  'Enter text.': 'Saisissez un texte.',
  'Enter a valid date (YYYY-MM-DD).': 'Saisissez une date valide (AAAA-MM-JJ).',
  'Enter a whole number from 0 to 9.': 'Saisissez un nombre entier de 0 à 9.',
  'Enter an http:// or https:// URL.': 'Saisissez une adresse http:// ou https://.',
  'Max 50 schemas': '50 schémas au maximum',
  'A patent with this deposit number already exists.':
    'Un brevet existe déjà avec ce numéro de dépôt.',
  'Upload a PDF file.': 'Choisissez un fichier PDF.',
  'Choose the document kind: deposit, research_report or delivery.':
    'Choisissez le type de document\u00a0: deposit, research_report ou delivery.',
  'Choose a file to upload.': 'Choisissez un fichier à envoyer.',
  'Upload a CSV (UTF-8) or XLSX file.': 'Choisissez un fichier CSV (UTF-8) ou XLSX.',
  // Issue 28: the spreadsheet import's caps (lib/import/read-table.ts).
  'The file must be at most 5 MB.': 'Le fichier ne doit pas dépasser 5\u00a0Mo.',
  'The spreadsheet is too large once unpacked (more than 50 MB): split it into smaller files.':
    'Le classeur est trop volumineux une fois décompressé (plus de 50\u00a0Mo)\u00a0: découpez-le en fichiers plus petits.',
  'The file has more than 20,000 rows: split it into smaller files.':
    'Le fichier compte plus de 20\u202f000 lignes\u00a0: découpez-le en fichiers plus petits.',
  'The spreadsheet took too long to read (over 15 seconds): split it into smaller files.':
    'La lecture du classeur a pris trop de temps (plus de 15\u00a0secondes)\u00a0: découpez-le en fichiers plus petits.',
  'The file could not be read: save it again as .xlsx or UTF-8 .csv.':
    'Le fichier est illisible\u00a0: enregistrez-le de nouveau au format .xlsx ou .csv UTF-8.',
  'The file has no sheet.': 'Le fichier ne contient aucune feuille.',
  'The file has no header row.': 'Le fichier n’a pas de ligne d’en-tête.',
  'This file type is not accepted.': 'Ce type de fichier n’est pas accepté.',
  'Files may be up to 20 MB.': 'Les fichiers ne doivent pas dépasser 20\u00a0Mo.',
  'A ticket may have up to 20 attachments.':
    'Une déclaration peut avoir au plus 20\u00a0pièces jointes.',
  'Attachments cannot be changed once the ticket is decided.':
    'Les pièces jointes ne peuvent plus être modifiées une fois la déclaration tranchée.',
  'Upload one file at a time.': 'Envoyez un fichier à la fois.',
};

/** The office's questionnaire and its answers (API.md Part 3). */
const QUESTIONNAIRE: Record<string, string> = {
  'Use a lower-case letter first, then lower-case letters, digits or _ (40 at most).':
    'Commencez par une lettre minuscule, puis des lettres minuscules, des chiffres ou _ (40 au maximum).',
  'This key is already used.': 'Cette clé est déjà utilisée.',
  'Enter the English text.': 'Saisissez le texte anglais.',
  'Enter the French text.': 'Saisissez le texte français.',
  'Add at least one option.': 'Ajoutez au moins une option.',
  'Enter the option’s value.': 'Saisissez la valeur de l’option.',
  'This value is already used.': 'Cette valeur est déjà utilisée.',
  'Show it after the question it depends on.': 'Placez-la après la question dont elle dépend.',
  'Choose an earlier question.': 'Choisissez une question précédente.',
  'Depend on a choice, multiple choice or yes/no question.':
    'Faites-la dépendre d’une question à choix unique, à choix multiple ou oui/non.',
  'Choose one of that question’s answers.': 'Choisissez l’une des réponses de cette question.',
  'The minimum must not be above the maximum.': 'Le minimum ne doit pas dépasser le maximum.',
  'Type must be one of: text, long_text, number, date, choice, multi_choice, yes_no, files.':
    'Le type doit être l’un de ceux-ci\u00a0: text, long_text, number, date, choice, multi_choice, yes_no, files.',
  'A published form cannot be changed.': 'Un questionnaire publié ne peut pas être modifié.',
  'Only a draft can be published.': 'Seul un brouillon peut être publié.',
  'Sections must be a list.': 'Les sections doivent être une liste.',
  'This question is required.': 'Cette question est obligatoire.',
  'Enter a number.': 'Saisissez un nombre.',
  'Enter a date.': 'Saisissez une date.',
  'Choose one of the options.': 'Choisissez l’une des options.',
  'Unknown question.': 'Question inconnue.',
  'Choose files attached to this ticket.': 'Choisissez des fichiers joints à cette déclaration.',
  'Answers must be a JSON object of question keys and answers.':
    'Les réponses doivent être un objet JSON de clés de questions et de réponses.',
};

/** The request itself: paging, CSRF, bodies, limits, the server's state. */
const REQUESTS: Record<string, string> = {
  'Not found.': 'Introuvable.',
  'Invalid page.': 'Page invalide.',
  'Invalid page size.': 'Taille de page invalide.',
  'A valid integer is required.': 'Un nombre entier valide est requis.',
  'Invalid input.': 'Saisie invalide.',
  'Invalid input': 'Saisie invalide',
  'Invalid host.': 'Hôte non autorisé.',
  'CSRF Failed: CSRF cookie not set.': 'Échec de la vérification CSRF : cookie CSRF absent.',
  'CSRF Failed: CSRF token missing or incorrect.':
    'Échec de la vérification CSRF : jeton CSRF absent ou incorrect.',
  'Request body is too large.': 'La requête est trop volumineuse.',
  'Malformed JSON body.': 'Le corps JSON de la requête est mal formé.',
  'Malformed multipart body.': 'Le formulaire envoyé est mal formé.',
  'Malformed URL.': 'Adresse URL mal formée.',
  'Bad request.': 'Requête invalide.',
  'Expected a JSON object.': 'Un objet JSON est attendu.',
  'Expected a JSON object or a multipart form.':
    'Un objet JSON ou un formulaire multipart est attendu.',
  'Too many form fields.': 'Le formulaire contient trop de champs.',
  'Text must not contain NUL characters.': 'Le texte ne doit pas contenir de caractère NUL.',
  'Internal server error.': 'Erreur interne du serveur.',
  'Database unavailable.': 'Base de données indisponible.',
  'The database is unavailable right now. Please try again shortly.':
    'La base de données est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  'Remote configuration is unreadable.': 'La configuration des modules distants est illisible.',
  'Invalid input: more than one option matched':
    'Saisie invalide : plusieurs options correspondent',
  // Fastify and @fastify/multipart refusals, passed on as they are.
  'Request body size did not match Content-Length':
    'La taille du corps de la requête ne correspond pas à Content-Length',
  "Body cannot be empty when content-type is set to 'application/json'":
    'Le corps de la requête ne peut pas être vide avec le type de contenu « application/json »',
  'reach parts limit': 'Le formulaire contient trop de parties.',
  'reach files limit': 'Le formulaire contient trop de fichiers.',
  'reach fields limit': 'Le formulaire contient trop de champs.',
  'request file too large': 'Le fichier envoyé est trop volumineux.',
  'the request is not multipart': 'La requête n’est pas un formulaire multipart.',
  'prototype property is not allowed as field name':
    'La propriété « prototype » n’est pas autorisée comme nom de champ.',
  'a request field is not a valid JSON as declared by its Content-Type':
    'Un champ de la requête n’est pas du JSON valide, contrairement à ce qu’annonce son Content-Type.',
};

/** Committee review (API.md Part 3). */
const REVIEWS: Record<string, string> = {
  'An inventor of this ticket cannot review it.':
    'Un inventeur de cette déclaration ne peut pas l’évaluer.',
  'Choose an account.': 'Choisissez un compte.',
  'This account already reviews this ticket.': 'Ce compte évalue déjà cette déclaration.',
  'Already declared.': 'Déjà déclaré.',
  'This review is submitted.': 'Cette évaluation est remise.',
  'A submitted review cannot be removed.': 'Une évaluation remise ne peut pas être retirée.',
  'Declare any conflict of interest first.': 'Déclarez d’abord tout conflit d’intérêts.',
  'Submit your review first.': 'Remettez d’abord votre évaluation.',
  'Scores are whole numbers from 1 to 5.': 'Les notes sont des nombres entiers de 1 à 5.',
  'Unknown criterion.': 'Critère inconnu.',
  'Score every criterion.': 'Notez chaque critère.',
  'Choose a recommendation.': 'Choisissez une recommandation.',
  'Recommendation must be one of: file, do_not_file, more_info.':
    'La recommandation doit être l’une de celles-ci\u00a0: file, do_not_file, more_info.',
  'Review must be one of: none, assigned, submitted, overdue.':
    'Le filtre d’évaluation doit être l’un de ceux-ci\u00a0: none, assigned, submitted, overdue.',
  'A rubric has 1 to 10 criteria.': 'Une grille compte de 1 à 10 critères.',
  'A key is 1 to 40 lowercase letters, digits or _ and starts with a letter.':
    'Une clé compte de 1 à 40 lettres minuscules, chiffres ou _ et commence par une lettre.',
  'Each criterion needs its own key.': 'Chaque critère doit avoir sa propre clé.',
  'Give the label in English and in French.': 'Donnez le libellé en anglais et en français.',
  'Weights are whole numbers from 1 to 10.': 'Les poids sont des nombres entiers de 1 à 10.',
  'Say whether you have a conflict of interest.': 'Indiquez si vous avez un conflit d’intérêts.',
  'Name is required': 'Le nom est obligatoire',
  'Reviewers only see their reviews.': 'Les évaluateurs ne voient que leurs évaluations.',
};

export const FRENCH_MESSAGES: Readonly<Record<string, string>> = {
  ...ACCOUNT,
  ...REQUIRED,
  ...TICKETS,
  ...OFFICE,
  ...QUESTIONNAIRE,
  ...REQUESTS,
  ...REVIEWS,
};
