// ir-gen std --seed 220 --size 14
!vec0 = vector<3xf32>
!tensor1 = tensor<3xf16>
!tensor2 = tensor<1xi8>
!tensor3 = tensor<1x1xi8>
!tensor4 = tensor<2xindex>
!vec5 = vector<1xf64>
!buf6 = memref<8xindex>
!buf7 = memref<1xindex>
func.func private @ext0(index, index) -> memref<1x8xi16>
func.func private @ext1(i16, i16 {llvm.noundef, test.tag = "x"}, index {test.foo = 1 : i32}) -> i16
module @inner {
  func.func public @helper0(%1: vector<3xindex>) attributes {llvm.emit_c_interface, note = "generated"} {
    %lhs = arith.constant dense<[100.0]> : vector<1xf32>
    %val = math.copysign %lhs, %lhs fastmath<reassoc,contract> : vector<1xf32>
    %4 = arith.constant dense<[-7.5, 3.0, 100.0]> : vector<3xf32>
    %5 = math.acosh %4 : !vec0
    %sum = tensor.empty() : !tensor1
    %7 = arith.negf %sum fastmath<nnan,ninf> : tensor<3xf16>
    return
  }
}
func.func @fn.0(%arg_1: memref<1xindex>) -> (index, memref<8xindex> {test.foo = 1 : i32}) {
  %sum = arith.constant dense<[52]> : !tensor2
  %expanded = tensor.expand_shape %sum [[0, 1]] output_shape [1, 1] : tensor<1xi8> into !tensor3
  %acc = arith.constant 0.0 : f64
  %5 = math.trunc %acc fastmath<arcp> : f64
  %val = arith.constant -1 : i16
  %cmp = arith.cmpi ule, %val, %val : i16

  %8 = arith.constant 0 : index
  %9 = tensor.from_elements %8, %8 : !tensor4
  scf.if %cmp {
    %rhs = arith.constant dense<[100.0]> : vector<1xbf16>
    %extf_11 = arith.extf %rhs : vector<1xbf16> to !vec5
    %shrsi = arith.shrsi %val, %val : i16
    scf.yield
  }
  %alloc = memref.alloc() {alignment = 64} : !buf6
  func.return %8, %alloc : index, memref<8xindex>
}
func.func @fn.1(%1: index, %arg: !buf7 {test.foo = 1 : i32}, %3: tensor<1xi64>) -> i16 attributes {ref = @inner::@helper0} {
  %c = arith.constant 1 : i32
  %minui = arith.minui %c, %c : i32
  %rhs = arith.constant 0 : i64
  %absi_7 = math.absi %rhs : i64
  %acc = arith.constant 0.0 : f16
  %fptosi = arith.fptosi %acc : f16 to i8  // note
  %x10 = arith.constant dense<4.0E+2> : vector<3xf32>
  %y = arith.constant dense<[1.5e-1, 0.5, 3.0]> : vector<3xf32>
  %13 = arith.addf %x10, %y fastmath<afn> : vector<3xf32>
  %c_14 = arith.constant 3 : index
  %empty_15 = tensor.empty(%c_14) : tensor<?xf32>
  %rsqrt_17 = math.rsqrt %empty_15 fastmath<afn> : tensor<?xf32>
  %trunci = arith.trunci %absi_7 overflow<nuw> : i64 to i32
  %19 = arith.constant 0x7fff : i16
  func.return %19 : i16
}
