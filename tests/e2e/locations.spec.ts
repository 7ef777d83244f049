// Locations in the browser (issue 4; spec 1 §2 Locations, §5, §6): place search adds a location
// under its state; the admin's manual dialog shows each §5 message; a save that changes offers
// warns first and saves only after confirm.
import { expect, test } from './baseTest';
import { doubleClickOnce } from './doubleClick';
import { DEMO, docShot, loginAs } from './fixtures';
import { unique, pinBusiness } from './locationsHelpers';

test('a location added through place search shows under its state, with its static map', async ({ page }) => {
  await loginAs(page, DEMO.owner);
  await pinBusiness(page, "Tony's Pizza");
  await page.goto('/locations');
  const street = `${unique()} Idaho Ave`;
  await page.getByRole('button', { name: 'Add Location', exact: true }).click();
  await page.getByLabel('Search for your business').fill(`${street}, Boise ID`);
  await page.getByRole('option', { name: new RegExp(`${street}, Boise, ID`) }).click();
  await expect(page.getByTestId('static-map')).toBeVisible();
  await expect(page.getByTestId('static-map')).toHaveAttribute('width', '400');
  await page.getByLabel('Hashtags').fill('boise');
  await page.getByLabel('Hashtags').press(' ');
  await expect(page.getByTestId('chips-hashtags').getByText('#boise')).toBeVisible();
  await docShot(page.getByRole('dialog'), 'locations-add');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Location saved!')).toBeVisible();
  const idaho = page.getByTestId('state-ID');
  await expect(idaho.getByRole('heading', { name: 'ID', exact: true })).toBeVisible();
  await expect(idaho.getByText(street)).toBeVisible();
  await expect(idaho.getByText('#boise')).toBeVisible();
  await docShot(page, 'locations', true);
});

test('the admin manual dialog shows each validation message, then saves the trimmed values', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await pinBusiness(page, "Tony's Pizza");
  await page.goto('/locations');
  await page.getByRole('button', { name: 'Add Location Manually' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  await expect(dialog.getByText('Zipcode is required')).toBeVisible();
  await dialog.getByLabel('Zipcode').fill('1234');
  await dialog.getByLabel('Latitude').fill('90.0000001');
  await dialog.getByLabel('Longitude').fill('74');
  await dialog.getByLabel('Google Review URL').fill('https://example.com/review');
  await dialog.getByLabel('Phone').fill('555');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Zipcode must be valid')).toBeVisible();
  await expect(dialog.getByText('Invalid latitude')).toBeVisible();
  await expect(dialog.getByText('Invalid longitude')).toBeVisible();
  await expect(dialog.getByText('URL must be a valid Google Review URL')).toBeVisible();
  await expect(dialog.getByText('Invalid phone number')).toBeVisible();

  const street = `${unique()} Cody Rd`;
  await dialog.getByLabel('Google Place Id').fill(' ChIJmanual ');
  await dialog.getByLabel('Street').fill(`  ${street}  `);
  await dialog.getByLabel('City').fill('Cody');
  await dialog.getByLabel('State').click();
  await page.getByRole('option', { name: 'WY', exact: true }).click();
  await dialog.getByLabel('Zipcode').fill('82414');
  await dialog.getByLabel('Latitude').fill('44.526300');
  await dialog.getByLabel('Longitude').fill('-109.056500');
  await dialog.getByLabel('Google Review URL').fill('https://www.google.com/maps/place/Cody');
  await dialog.getByLabel('Phone').fill('3075550100');
  await expect(dialog.getByLabel('Phone')).toHaveValue('(307) 555-0100');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Location saved!')).toBeVisible();
  const card = page.getByTestId('location-card').filter({ hasText: street });
  await expect(card).toBeVisible();

  // Archive (admin only): the confirmation comes first, then the location leaves the list.
  await card.getByRole('button', { name: 'Archive' }).click();
  // It names the location (issue 34).
  const confirm = page.getByRole('dialog', { name: `Archive ${street}, Cody?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Location archived')).toBeVisible();
  await expect(page.getByTestId('location-card').filter({ hasText: street })).toHaveCount(0);
});

test('a CLIENT sees neither the manual dialog nor Archive', async ({ page }) => {
  await loginAs(page, DEMO.owner, '/locations');
  await expect(page.getByTestId('location-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Location Manually' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Archive' })).toHaveCount(0);
});

test('a save that adds the location to offers warns first and saves only after confirm', async ({ page }) => {
  await loginAs(page, DEMO.owner);
  await pinBusiness(page, "Tony's Pizza");
  await page.goto('/locations');
  const street = `${unique()} River St`;
  await page.getByRole('button', { name: 'Add Location', exact: true }).click();
  await page.getByLabel('Search for your business').fill(`${street}, Hoboken NJ`);
  await page.getByRole('option', { name: new RegExp(`${street}, Hoboken, NJ`) }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  const warning = page.getByRole('dialog', { name: 'Offers will change' });
  await expect(warning).toBeVisible();
  await expect(warning.getByText('This location will be added to:')).toBeVisible();
  await expect(warning.getByRole('listitem').first()).toBeVisible();
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByTestId('state-NJ').getByText(street)).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(warning).toBeVisible();
  await doubleClickOnce(page, warning.getByRole('button', { name: 'Confirm' }), { method: 'POST', path: 'address' },
    () => expect(page.getByText('Location saved!')).toBeVisible());
  await expect(page.getByTestId('state-NJ').getByText(street)).toHaveCount(1);
});

test('locations on a phone @phone', async ({ page }) => {
  await loginAs(page, DEMO.owner, '/locations');
  await expect(page.getByTestId('location-card').first()).toBeVisible();
  await docShot(page, 'locations-phone');
  await page.getByRole('button', { name: 'Add Location', exact: true }).click();
  await page.getByLabel('Search for your business').fill('1 Main St, Burlington VT');
  await page.getByRole('option').first().click();
  await expect(page.getByTestId('static-map')).toHaveAttribute('width', '250');
});
