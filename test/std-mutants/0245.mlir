module attributes {test.module_note = "std"} {
  func.func private @ext0(i8, tensor<?x3xindex>, tensor<2x?xbf16>) -> tensor<8xi8>
  func.func @compute0(%1: i64) -> i8 attributes {llvm.emit_c_interface, note = "generated"} {

    %tmp2 = arith.constant 4.0E+2 : f16
    %maxnumf_3 = arith.maxnumf %tmp2, %tmp2 fastmath<arcp> : f16
    %cst = arith.constant dense<4.0E+2> : tensor<8xf64>
    %cmp_5 = arith.cmpf ord, %cst, %cst fastmath<afn> : tensor<8xf64>
    %empty_6 = tensor.empty() : tensor<8xbf16>
    %c_7 = arith.constant 0 : i8
    %8 = arith.cmpi ugt, %c_7, %c_7 : i8
    %c_9 = arith.constant -3 : i64
    %lhs, %high_11 = arith.mulsi_extended %c_9, %1 : i64

    cf.assert %8, "x must be \"positive\""
    %alloc = memref.alloc() : memref<8xbf16>
    memref.dealloc %alloc : memref<8xbf16>
    %sum = arith.constant 0 : index
    %val = arith.constant 3 : index
    %t17 = arith.constant 65 : i32
    %res:2 = scf.for %iv_18 = %sum to %sum step %val iter_args(%acc = %t17, %20 = %c_7) -> (i32, i8) {
      scf.yield %acc, %20 : i32, i8
    }
    func.return %res#1 : i8
  }
  func.func @kernel_1(%1: bf16) -> (tensor<2x3xbf16> {llvm.noundef}, bf16) attributes {test.kernel} {
    %c = arith.constant 2 : index
    %4 = arith.constant 6 : index
    %c_6 = arith.constant 1 : index
    %x7 = arith.constant -8 : i64
    %res = scf.for %8 = %c to %4 step %c_6 iter_args(%acc_9 = %x7) -> (i64) {    // keep
      %lhs = arith.constant dense<3.0> : vector<2x3xf64>
      %cst = arith.constant dense<[[-7.5, 2.5, 0.5], [0.5,1.5e-1,1.0]]> : vector<2x3xf64>
      %x13 = arith.mulf %lhs, %cst : vector<2x3xf64>
      %v14 = arith.constant 1 : i32
      %x15 = arith.ceildivsi %v14, %v14 : i32
      scf.yield %acc_9 : i64
    }
    %acc = arith.constant dense<-0.25> : vector<2x3xbf16>
    %roundeven_17 = math.roundeven %acc fastmath<nnan,ninf> : vector<2x3xbf16> // TODO: check
    %18 = arith.constant 70 : i8
    cf.br ^loop_1(%18 : i8)
  ^loop_1(%t19: i8):
    %rhs = arith.constant dense<[[1,-1,78], [-1, 38, 0], [1, 0, 127], [1, 1, 0]]> : tensor<4x3xi8>
    %21 = tensor.cast %rhs : tensor<4x3xi8> to tensor<4x?xi8>
    %22 = arith.constant -18 : index
    %x_1 = arith.constant 4611686018427387903 : index
    %cmp = arith.cmpi ule, %22, %x_1 : index
    cf.assert %cmp, "ok"
    cf.cond_br %cmp, ^exit2, ^b3(%1 : bf16)
  ^exit2:
    %val = arith.constant 1.000000e+00 : f16
    %26 = math.sinh %val fastmath<nnan,ninf> : f16
    %tmp28 = arith.minsi %18, %18 : i8
    %29 = arith.constant -1.0 : bf16    // keep
    cf.switch %res : i64, [default: 