// ir-gen random --seed 181 --size 13
!t0 = vector<13xsi3>
#loc0 = "b\000\7f_X<*\58}\00"
!ty1 = f64
#loc1 = !ty1

%_0 = "foo.compute"() ({
^bb0(%_1: memref<1x4x?xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, "gpu">):
  %a.b2, %3:2 = "foo.bar"(%_1) {sym_name0= i32, sym_name1= "/\"Ω\A7za", attr2= "'\n*\"/\97", b3= dense<[[1], [0x1FFFF], [0]]> : vector<3x1xi17>}: (memref<1x4x?xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, "gpu">) -> (vector{-#<4x7xi3>, vector<10x[9]xf32>, !foo.param<-7>)
  %arg4:3 = "foo.bar.baz"(%_1, %3#1, %3#0) ({
  ^x.y1:
    "foo.bar.baz"(%_1, %a.b2): (memref<1x4x?xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, "gpu">, vector<4x7xi3>) -> ()
    %_5 = "z.nop"() <{d.k0= #loc0, _u1, foo.k2, z93= 12 : index}> ({
      "builtin.module"() ({
        %value6 = "my_dialect.thing"(): () -> tensor<*xf80> loc(fused["dir/with space.c":23:8 to 26:14, "src/x.py":0:371])
      }) : () -> ()
    }) {}: () -> !t0 loc(unknown)

    %_7 = "my_dialect.thing"(%_5): (!t0) -> memref<?x7xf16> loc("dir/with space.c":310:473)
  }): (memref<1x4x?xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, "gpu">, !foo.param<-7>, vector<10x[9]xf32>) -> (!foo<"x<y>">, f32, i24) loc("dir/with space.c":80)
  %_8 = "my_dialect.thing"(): () -> !my_dialect.param<[-4 , 38] , "x y">
  // é unicode
  "x.y"(%arg4#1, %arg4#0) {}: (f32, !foo<"x<y>">) -> ()
}) {}: () -> f8E4M3FNUZ
// // nested
"foo.bar.baz"(%_0, %_0) {b0= affine_map<(d0, d1, d2) -> (((d2) ceildiv 4) mod 2, 1 * (d2), ((3) floordiv 2) mod 8)>, value1= #x.v<"x y" [[24 abc -5], ?, abc]>, x2= false}: (f8E4M3FNUZ, f8E4M3FNUZ) -> () loc("dir/with space.c":312:72) // trailing comment
"foo.compute"() {a0= "\" ", foo.k1= [#loc0, "00\t!\n* 日本-/#b" : index], d.k2= "<a#\FF/%#}/%<"}: () -> () loc(unknown)
// é unicode
%9 = "x.y"(%_0) <{value0= {value0= [], "quoted key 1"= [affine_map<(i0)[N0] -> ((8 * 2) ceildiv 8)>, -0.3219656 : bf16, dense<"0xECB30597E3FDDEE25C784A3008CF6D6B187D422974BE68144D82AA10F48EDBDBE30C4D7BD5AC08A91F7B504742F4FE91BABB7E59CAE1472FA47F2058E4EEA48A3F528E1C77BEADCDF197BB1D875EBED09628F99CC36F5B8C331B4D22E4AD807BEB63EED4BD4096646361F9B1AC8D2C6B3247BFABD07BCA50F9D2933E327E43FD89FD5B82CF4E0CE331793E2D2C7288DB1F198FD5D768D87317D1F9F02BDB02D997F7A77C66E5010E36E33DCDABC384C2552ECACAD0CDC2725A65E1F6B57637576097F9084C1B2B3DB92BBDA2613D2191FDD1FF730A8C8CB4664995519855254B73E1E81A0433227748AAA727AE78E63059BFC8DCD6A36E4617713F39774F1E5276CA2CF37D13C532E92D6C1D27B1782771C1CAE2E086E163C2570F10AB72F03B116CC52FFA8A9727503A3D8C5C96E51D29A3CEC7B3A089CC6CB86AE7C029B7733572B27186A07A786256ABB286DB513F9B7D8668D3E8E2AFCF30E5BD6CFD2959D995288ADAB8917FFC66F1733E24DEB28BB771D31BA16063D7D91B245B939D14"> : tensor<4x4x3xi64>], _u2= 61 : index}, _u1= 32767: si16, value2= loc("dir/with space.c":303:0), a3= sparse<[[4]], [0]> : tensor<6xi32>}> ({
}) {z90= dense<[0x7C51]> : tensor<1xf16>, k$1= array<f64: 1.0e300, 0xF332B76EF356CAAC, 1.103, 42.83E1, 16.43E2>}: (f8E4M3FNUZ) -> ((!t0, i7) -> complex<f32>) loc("src/x.py":336:0)
%10:2 = "d.op_1"(%9, %9, %_0) {x0= [{"quoted key 0", value1= #loc1, a2= complex<f64>}], _u1= {}, z92= #loc1}: ((!t0, i7) -> complex<f32>, (!t0, i7) -> complex<f32>, f8E4M3FNUZ) -> (tensor<49x!bar.param<{?}, i8, "x y">>, memref<7xvector<7xindex>>)
