# A blank line before text: only trailing white space is ignored.
message("\nafter a blank line")
