#x_y0 = affine_map<(d0) -> (-(d0 + d0), ((6) floordiv 2) mod 2, (-(7)) mod 3)>

"foo.op"() {b0	= "éa" , a1= f6E3M2FN, "quoted key 2"= [#x_y0, affine_map<() -> ((-(7)) mod 9, 1, (0) ceildiv 3)>,
    dense<[[[1, 53]] , [[1, 20]], [[1, 0]], [[0x0, 18446744073709551615]]]> : tensor<4x1x2xi64>, 0.25263e+37 : f8E4M3]}: () -> ()
%0 = "x.y"() {attr0=   distinct[3]<sparse<[[1, 1, 3], [2, 2, 2]], [255, 0xFF]> : tensor<3x3x5xi8>>, b1=  f4E2M1FN}: () -> i32
"foo.bar.baz"(%0, %0): (i32,i32) -> () loc("src/x.py":401:0)
%a.b1 = "foo.compute"(%0, %0, %0)  : (i32,
    i32, i32) -> si32
