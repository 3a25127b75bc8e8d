import type { Catalog } from './en';

/** French texts (the default language). */
export const fr: Catalog = {
  validation: {
    required: 'Ce champ est obligatoire !',
    confirmed: 'Les mots de passe doivent correspondre !',
    phone: 'Un numéro de téléphone valide est requis !',
    min_length: 'Ce champ doit contenir au moins {n} caractères',
    max_length: 'Ce champ ne peut pas contenir plus de {n} caractères',
    email: 'Ce champ doit être une adresse e-mail valide.',
    year: 'Une année valide est requise !',
    float: 'Le montant doit contenir 2 chiffres après la virgule',
    min_value: 'Valeur minimum {min}',
    alpha_dash: "Le format n'est pas correct !",
    alpha_specs: 'Seuls les lettres, les chiffres et les caractères \\ - . @ _ sont autorisés.',
    date: 'Une date valide est requise !',
    age: "L'âge doit être compris entre {min} et {max} ans.",
    one_of: 'Cette valeur ne fait pas partie des choix proposés.',
    exists: "Cette valeur n'existe pas.",
  },
  errors: {
    formValidation: 'Données invalides.',
    wrongPhoneFormat: 'Un numéro de téléphone valide est requis !',
    usernameTaken: "Ce nom d'utilisateur est déjà pris.",
    emailTaken: 'Cette adresse e-mail est déjà utilisée.',
    registerUnknown: "L'inscription a échoué. Veuillez réessayer.",
    resetEmailNotFound: "Aucun compte n'utilise cette adresse e-mail.",
    resetInvalidToken: 'Ce lien de réinitialisation est invalide ou a expiré.',
    resetUnknown: 'La réinitialisation du mot de passe a échoué. Veuillez réessayer.',
    emailMaxReach: 'Un e-mail a déjà été envoyé. Veuillez patienter quelques minutes avant de redemander.',
    validationInvalidToken: 'Ce lien de validation est invalide ou a expiré.',
    userNotExist: "Ce compte n'existe pas.",
    unknownRole: 'Rôle inconnu : {name}.',
    unknownPermission: 'Permission inconnue : {name}.',
    lastSuperAdmin: 'Le dernier SUPER_ADMIN ne peut pas perdre ce rôle.',
  },
  mail: {
    validation: {
      subject: 'Confirmez votre adresse e-mail sur Souk',
      text: "Bonjour {name},\n\nBienvenue sur Souk ! Pour confirmer votre adresse e-mail, ouvrez ce lien dans les 48 heures :\n\n{link}\n\nSi vous n'avez pas créé de compte sur Souk, ignorez ce message.\n\nL'équipe Souk",
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe Souk',
      text: "Bonjour {name},\n\nQuelqu'un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte Souk. Pour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure :\n\n{link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.\n\nL'équipe Souk",
    },
  },
};
