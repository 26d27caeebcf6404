"""The lessons at the table: the guide that tells a lesson's steps, its bar and its spotlight."""
