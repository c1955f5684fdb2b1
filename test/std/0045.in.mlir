func.func @fn.0() {
  %a.b = arith.constant dense<3.0> : tensor<4xf64>
  %t2 = arith.addf %a.b, %a.b fastmath<nnan, ninf, nsz> : tensor<4xf64>    // keep
  %c = arith.constant 1 : index

  scf.index_switch %c
  case 1 {
    %t4 = arith.constant 127 : i8
    %x_1, %sum = arith.addui_extended %t4, %t4 : i8, i1
    %cst_8 = arith.constant dense<[[[0.5], [-0.25], [1.5e-1], [1.0]], [[4.0E+2], [4.0E+2], [100.0], [-7.5]], [[1.000000e+00],[4.0E+2],[1.000000e+00],[1.5e-1]], [[4.0E+2],[0.0],[1.0],[1.000000e+00]]]> : vector<4x4x1xf16>
    %cos = math.cos %cst_8 : vector<4x4x1xf16>
    %11 = arith.constant 22 : i32
    %t12 = arith.cmpi ult, %11, %11 : i32
    %acc = memref.alloc() : memref<4xf32>
    %val = arith.constant 0 : index
    %15 = memref.load %acc[%val] : memref<4xf32>
    scf.yield
  }
  // ---- comment line ----
  case 3 {
    %16 = arith.constant 4611686018427387903 : i64
    %17 = arith.sitofp %16 : i64 to f64
    scf.yield
  } //
  case 5 {
    %cst = arith.constant 3.0 : f64
    %19 = math.tanh %cst fastmath<afn> : f64
    %20 = tensor.empty() : tensor<4xf32>
    %rhs = arith.constant 1 : index
    %c_24 = arith.constant 8 : index
    %25 = tensor.empty(%c_24) : tensor<?xf32>
    %inserted_slice = tensor.insert_slice %25 into %20[3] [%rhs] [1] : tensor<?xf32> into tensor<4xf32>
    %27 = arith.constant 1 : i16
    scf.while (%arg_28 = %27, %x29 = %27) : (i16, i16) -> () {
      %30 = arith.constant dense<-1> : vector<8x3xi32>
      %v31:2 = arith.mului_extended %30, %30 : vector<8x3xi32>

      %cmp = arith.cmpi sle, %arg_28, %x29 : i16
      %c_33 = arith.constant 1 : i1
      scf.condition(%c_33)
    } do {

      scf.yield %27, %27 : i16, i16
    }
    scf.yield
  }
  default {
    scf.yield
  }
  %cst_34 = arith.constant 1.5e-1 : f64
  cf.br ^b1(%c, %cst_34 : index, f64)
^b1(%tmp35: index, %v36: f64):
  %38 = arith.constant false
  cf.cond_br %38, ^bb2, ^bb2
^bb2:
  %c_39 = arith.constant -4 : i16
  cf.switch %c_39 : i16, [default: ^b3,
      1: ^b3,
      4: ^bb4(%c_39 : i16)]

^b3:
  %c_42 = arith.constant -1 : i16
  cf.switch %c_42 : i16, [default: ^bb4(%c_42 : i16),
      0: ^bb4(%c_42 : i16),
      3: ^bb4(%c_42 : i16)]
^bb4(%ba_43: i16):
  func.return
}
