// The business's users (spec 1 §2 Users, §6, §7 businessUser/* rows). Changing a user's e-mail
// and sending login e-mails are ADMIN only; a user of another business answers 404.
import { errorReply, validationErrorReply, idParams } from '../common';
import {
  businessUser, businessUserCreate, businessUserList, businessUserUpdate, loginEmailParams, loginEmailReply,
} from '../users';
import { endpoint } from '../endpoint';

const CLIENT = ['CLIENT'] as const;

export const userEndpoints = {
  getBusinessUsers: endpoint({
    method: 'GET', path: 'businessUser/all', access: CLIENT, tag: 'users',
    summary: 'The users of the business, by last and first name.',
    responses: { 200: businessUserList },
  }),
  createBusinessUser: endpoint({
    method: 'POST', path: 'businessUser', access: CLIENT, tag: 'users',
    summary: "Add a CLIENT user to the business. An e-mail already in the business's list is a field error; one with an account elsewhere is added (and told by e-mail) with the answer a new user gets, so the answer tells nothing about other accounts.",
    body: businessUserCreate, responses: { 200: businessUser, 400: validationErrorReply },
  }),
  updateBusinessUser: endpoint({
    method: 'PUT', path: 'businessUser/{id}', access: CLIENT, tag: 'users',
    summary: 'Change a user\'s name, or (ADMIN) e-mail.',
    params: idParams, owns: { param: 'id', entity: 'businessUser' }, body: businessUserUpdate,
    responses: { 200: businessUser, 400: validationErrorReply, 403: errorReply, 404: errorReply },
  }),
  sendLoginEmail: endpoint({
    method: 'POST', path: 'businessUser/{id}/loginEmail/{target}', access: ['ADMIN'], tag: 'users',
    summary: 'E-mail a user a login link to this console (client) or the sway dashboard (swayClient).',
    params: loginEmailParams, owns: { param: 'id', entity: 'businessUser' }, responses: { 200: loginEmailReply, 404: errorReply },
  }),
};
