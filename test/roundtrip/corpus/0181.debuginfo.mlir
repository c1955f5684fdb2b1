#loc2 = loc("0181.in.mlir":8:6)
#map = affine_map<(d0, d1, d2) -> ((d2 ceildiv 4) mod 2, d2, 1)>
"builtin.module"() ({
  %0 = "foo.compute"() ({
  ^bb0(%arg0: memref<1x4x?xindex, "gpu"> loc("0181.in.mlir":8:6)):
    %3:3 = "foo.bar"(%arg0) {attr2 = "'\0A*\22/\97", b3 = dense<[[1], [-1], [0]]> : vector<3x1xi17>, sym_name0 = i32, sym_name1 = "/\22\CE\A9\A7za"} : (memref<1x4x?xindex, "gpu">) -> (vector<4x7xi3>, vector<10x[9]xf32>, !foo.param<-7>) loc(#loc3)
    %4:3 = "foo.bar.baz"(%arg0, %3#2, %3#1) ({
      "foo.bar.baz"(%arg0, %3#0) : (memref<1x4x?xindex, "gpu">, vector<4x7xi3>) -> () loc(#loc5)
      %6 = "z.nop"() <{_u1, d.k0 = "b\000\7F_X<*X}\00", foo.k2, z93 = 12 : index}> ({
        "builtin.module"() ({
          %8 = "my_dialect.thing"() : () -> tensor<*xf80> loc(#loc16)
        }) : () -> () loc(#loc7)
      }) : () -> vector<13xsi3> loc(#loc6)
      %7 = "my_dialect.thing"(%6) : (vector<13xsi3>) -> memref<?x7xf16> loc(#loc10)
    }) : (memref<1x4x?xindex, "gpu">, !foo.param<-7>, vector<10x[9]xf32>) -> (!foo<"x<y>">, f32, i24) loc(#loc4)
    %5 = "my_dialect.thing"() : () -> !my_dialect.param<[-4 , 38] , "x y"> loc(#loc11)
    "x.y"(%4#1, %4#0) : (f32, !foo<"x<y>">) -> () loc(#loc12)
  }) : () -> f8E4M3FNUZ loc(#loc1)
  "foo.bar.baz"(%0, %0) {b0 = #map, value1 = #x.v<"x y" [[24 abc -5], ?, abc]>, x2 = false} : (f8E4M3FNUZ, f8E4M3FNUZ) -> () loc(#loc13)
  "foo.compute"() {a0 = "\22 ", d.k2 = "<a#\FF/%#}/%<", foo.k1 = ["b\000\7F_X<*X}\00", "00\09!\0A* \E6\97\A5\E6\9C\AC-/#b" : index]} : () -> () loc(#loc6)
  %1 = "x.y"(%0) <{_u1 = 32767 : si16, a3 = sparse<4, 0> : tensor<6xi32>, value0 = {_u2 = 61 : index, "quoted key 1" = [affine_map<(d0)[s0] -> (2)>, -3.222660e-01 : bf16, dense<[[[-2098961222374935572, 7741070968596625500, 1470634684454173976], [-2604330780600925619, -6266568848589386525, -7926629728624018657], [3406939902330190778, -8456371535796469852, -3626032706173906369], [-3405180333833086991, -8332943799576090474, 8899304059023727411]], [[7248051834364781547, 7722703233893359971, 5821601604494640946], [-197175204410830087, -2086205874227118711, -2627724848507487951], [8347537185541396767, -2809442235752787689, 1009340019848509335], [-4430200990775516362, 8269398162444791381, 6284622328921941338]], [[4407646673694201696, -7989036774427120711, -5436816673619324419], [5414828239675017574, 8584479932445942131, 3523636447848933960], [5075173973315600217, 5917254333891571991, 3658351703980034678], [2844217946239938025, 7197181979950498161, 4319078121682720706]], [[2852901696110423057, 2154293321000630864, -3708256124151094487], [8338179143592753260, 8681427731003634229, 4562669269072696930], [-5772795777646166629, 6424944986904932559, 9192331563200189913], [-5557965039476840708, 7160900548402722699, 1485505471759243735]]]> : tensor<4x4x3xi64>], value0 = []}, value2 = loc("dir/with space.c":303:0)}> ({
  }) {k$1 = array<f64: 1.000000e+300, -8.1790328496920434E+246, 1.103000e+00, 4.283000e+02, 1.643000e+03>, z90 = dense<0x7C51> : tensor<1xf16>} : (f8E4M3FNUZ) -> ((vector<13xsi3>, i7) -> complex<f32>) loc(#loc14)
  %2:2 = "d.op_1"(%1, %1, %0) {_u1 = {}, x0 = [{a2 = complex<f64>, "quoted key 0", value1 = f64}], z92 = f64} : ((vector<13xsi3>, i7) -> complex<f32>, (vector<13xsi3>, i7) -> complex<f32>, f8E4M3FNUZ) -> (tensor<49x!bar.param<{?}, i8, "x y">>, memref<7xvector<7xindex>>) loc(#loc15)
}) : () -> () loc(#loc)
#loc = loc("0181.in.mlir":0:0)
#loc1 = loc("0181.in.mlir":7:7)
#loc3 = loc("0181.in.mlir":9:17)
#loc4 = loc("dir/with space.c":80:0)
#loc5 = loc("0181.in.mlir":12:5)
#loc6 = loc(unknown)
#loc7 = loc("0181.in.mlir":14:7)
#loc8 = loc("dir/with space.c":23:8 to 26:14)
#loc9 = loc("src/x.py":0:371)
#loc10 = loc("dir/with space.c":310:473)
#loc11 = loc("0181.in.mlir":21:9)
#loc12 = loc("0181.in.mlir":23:3)
#loc13 = loc("dir/with space.c":312:72)
#loc14 = loc("src/x.py":336:0)
#loc15 = loc("0181.in.mlir":31:9)
#loc16 = loc(fused[#loc8, #loc9])

