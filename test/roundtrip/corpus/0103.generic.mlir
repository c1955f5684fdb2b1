#distinct = distinct[0]<1 : ui64>
#distinct1 = distinct[1]<-1 : i32>
#loc = loc("dir/with space.c":27:80 to :83)
#map = affine_map<(d0, d1)[s0, s1] -> ((d0 * 4) mod 5, s1)>
#loc1 = loc("n"(#loc))
"builtin.module"() ({
  "foo.bar.baz"() : () -> ()
  "foo.op"() {a0 = array<i32: -2147483648>, attr1 = f128, b2 = dense<(86,-21)> : tensor<complex<i32>>} : () -> ()
  %0 = "d.op_1"() {a1 = {_u1 = #distinct, a3 = "{\09{zX%\E6\97\A5\E6\9C\ACa", b0 = 0 : ui32, "quoted key 2" = array<i16: -32768, 0, 0, 57>}, sym_name2, z90 = @s$} : () -> index
  %1 = "a.b"(%0, %0) {b1, b3 = dense<> : tensor<4x4x0xf32>, "quoted key 0" = !foo.t<11>, "quoted key 2"} : (index, index) -> !x.param<34,"x y">
  %2:4 = "my_dialect.thing"(%1, %0) {attr2 = 1.175490e-38 : f8E8M0FNU, foo.k3 = dense_resource<blob0> : tensor<6xi32>, k$0, sym_name1 = (tensor<f80>, f16, f4E2M1FN) -> ()} : (!x.param<34,"x y">, index) -> ((f64) -> (vector<8x10x14xsi128>, memref<?x?xi17>), i32, tensor<*xf8E5M2>, bf16)
  %3 = "foo.bar.baz"(%0) <{}> {foo.k0 = 0 : i7} : (index) -> tuple<i1, ui1, f128>
  %4 = "foo.op"() {attr1 = {attr0 = @"\C3\A9"::@a, d.k1 = {b0 = -4.649000e+00 : f64, k$1 = array<i64: 13335198531861208, 1, 0>}}, k$0 = {sym_name1 = "-//" : i7, z90 = "\09*"}, sym_name2 = "\F0\9F\99\82-", value3 = #map} : () -> f8E5M2
  "foo.op"(%2#1, %3, %3) : (i32, tuple<i1, ui1, f128>, tuple<i1, ui1, f128>) -> ()
  %5 = "foo.compute"(%0, %2#3, %4) ({
  ^bb0(%arg0: si1):
    %9:2 = "z.nop"() ({
      %18 = "foo.compute"() {my.k1 = true, x0 = "\22", x2} : () -> f16
    }) {k$0 = #loc1, "quoted key 1" = [#distinct1, dense<1.213440e+05> : tensor<bf16>, 0 : ui7, ""], value2 = 4.940660e-324 : f64} : () -> (tuple<>, memref<436xui1, 4>)
    %10:4 = "z.nop"() : () -> (complex<i64>, (f8E4M3FN) -> f8E4M3, f6E3M2FN, vector<13x[8]x[12]xf64>)
    %11 = "bar.yield"(%1, %10#0) : (!x.param<34,"x y">, complex<i64>) -> !my_dialect.t<[-6] abc ?>
    %12 = "z.nop"(%10#3, %10#2, %10#1) ({
      "builtin.module"() ({
        %15 = "a.b"() {k$1, z90 = #my.attr, z92 = dense<[[0, 84, -1]]> : vector<1x3xi32>} : () -> f16
        "z.nop"() <{_u1 = true, _u2, a0 = @c::@x.y::@c}> : () -> ()
        "foo.bar.baz"(%15) : (f16) -> ()
        %16 = "bar.yield"(%15, %15, %15) {x0} : (f16, f16, f16) -> !foo.param<<"x y">>
        %17 = "z.nop"(%16, %15, %15) : (!foo.param<<"x y">>, f16, f16) -> i64
        "foo.bar.baz"() <{_u2 = dense<> : tensor<3x2x0xui1024>, a3, b0, sym_name1 = 1980539 : ui32}> : () -> ()
      }) : () -> ()
    }) {sym_name0 = {attr0 = "_'X-", k$2 = dense_resource<res_1> : tensor<1xf32>, my.k1}} : (vector<13x[8]x[12]xf64>, f6E3M2FN, (f8E4M3FN) -> f8E4M3) -> i64
    %13 = "d.op_1"(%10#3, %10#3, %11) : (vector<13x[8]x[12]xf64>, vector<13x[8]x[12]xf64>, !my_dialect.t<[-6] abc ?>) -> !x.t<[? , abc], ?, -4>
    %14:2 = "foo.bar.baz"(%13, %13, %2#1) {foo.k1 = sparse<[[2], [1], [2], [0]], [-128, 3, -1, -1]> : tensor<5xi8>, k$0 = @x.y, my.k2 = array<f32: 4.1361626E+16>, sym_name3 = 0x7C : f8E5M2} : (!x.t<[? , abc], ?, -4>, !x.t<[? , abc], ?, -4>, i32) -> (f8E5M2, i16)
  }) : (index, bf16, f8E5M2) -> tensor<37x40x47xf16>
  %6:4 = "foo.bar.baz"() : () -> (vector<15x4x[12]xtf32>, (none, ui24) -> (), ui7, !foo.v<{{"x y","x y"} "x y" 49}>)
  %7 = "foo.bar"() <{_u2, k$1 = {_u0, _u3 = [@c::@"\C3\A9", 66355184969385308780028088221737180228456389166636893894230721093461929091121406497457939256879633559607292854770310407669342520964393632631026884273674119968067757358872399401874758484301094 : i1024, si1], b1 = array<i8: 1, -1, -5>, sym_name2 = 1 : index}, z90 = "\\\22\C3\A9 \00-"}> {attr0 = {value0}} : () -> index
  %8 = "d.op_1"(%6#3, %0, %7) : (!foo.v<{{"x y","x y"} "x y" 49}>, index, index) -> vector<11xbf16>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x040000005DA2DE5B614A75344366DC8B5BB8C3FF2C1970D341246575",
      res_1: "0x04000000FEE5B7B2"
    }
  }
#-}

