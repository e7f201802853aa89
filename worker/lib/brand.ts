export const APP_NAME = 'AdWise';
