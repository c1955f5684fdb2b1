// ir-gen random --seed 191 --size 9
!alias_0 = f8E4M3B11FNUZ
!ty1 = complex<f8E4M3B11FNUZ>
!T_2 = complex<f16>
!T_3 = tuple<index>
#x_y0 = -9.365 : f8E4M3FN

// "quotes" and {braces} in a comment
%value0 = "foo.bar