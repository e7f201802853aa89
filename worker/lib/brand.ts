/** The product's name, shown in the app and in every mail. */
export const APP_NAME = 'AdWise';
