// ir-gen std --seed 132 --size 10
module attributes {test.module_note = "std"} {
  module @inner {
    func.func private @helper8(%arg_1: vector<8x1xi16>, %arg: f16 {test.foo = 1 : i32}, %3: memref<8x1xi16>) -> (i16, tensor<8x1xi16>) {
      scf.forall (%acc) in (4) {
        %5 = arith.constant 0.0 : f32
        %x6 = arith.maximumf %5, %5 fastmath<afn> : f32
        %c_7 = arith.constant -1 : index
        scf.index_switch %c_7
        case 1 {
        }
        default {
          scf.yield
        }
      }
      %8 = arith.constant 79 : i16
      %9 = arith.constant dense<[[1],[32767],[0],[32767],[4],[1],[32767],[0]]> : tensor<8x1xi16>
      func.return %8, %9 : i16, tensor<8x1xi16>
    }
  }
  func.func @fn.0(%1: memref<1x2xi16>, %2: tensor<2x1xi16>, %v3: i16 {test.foo = 1 : i32}, %sum: vector<1x4xi16>) {
    %5 = arith.constant 3.0 : f64
    %t6 = arith.constant false
    %x_1 = arith.constant 1 : i16
    %t8 = arith.constant -1.0 : f64
    cf.cond_br %t6, ^then1(%x_1 : i16), ^bb3(%t8 : f64)
  ^then1(%res: i16):
    %c_10 = arith.constant 1 : i16
    %11 = arith.select %t6, %c_10, %v3 : i16
    cf.br ^exit2(%x_1 : i16)
  ^exit2(%acc: i16):
    %13 = func.constant @fn.0 : (memref<1x2xi16>, tensor<2x1xi16>, i16, vector<1x4xi16>) -> ()
    func.call_indirect %13(%1, %2, %acc, %sum) : (memref<1x2xi16>, tensor<2x1xi16>, i16, vector<1x4xi16>) -> ()
    cf.br ^bb3(%t8 : f64)
  ^bb3(%14: f64):
    %a.b = arith.constant dense<1.0> : vector<2x1xf64>
    %tmp16 = arith.fptosi %a.b : vector<2x1xf64> to vector<2x1xi64>
    cf.cond_br %t6, ^bb4, ^bb4
  ^bb4:
    %17 = arith.constant 0 : index
    %c = arith.constant 1 : index
    memref.store %x_1, %1[%17, %c] : memref<1x2xi16>
    return
  }
  func.func @compute1() -> i16 attributes {ref = @inner::@helper8} {
    %1 = arith.constant 1 : i16

    %c_2 = arith.constant 0 : i16
    %lhs = arith.cmpi ne, %1, %c_2 : i16
    cf.assert %lhs, "x must be \"positive\""
    %4 = tensor.splat %1 : tensor<3x3xi16>

    %cst = arith.constant dense<[[1.5e-1], [3.0], [100.0], [-7.5], [2.5], [0.0], [-0.25], [0.5]]> : vector<8x1xf16>
    %6 = arith.negf %cst : vector<8x1xf16>
    %7 = arith.constant 4.0E+2 : f64
    %8 = arith.cmpf une, %7, %7 fastmath<fast> : f64
    %powf = math.powf %7, %7 fastmath<nnan,ninf> : f64
    %res = arith.constant 32767 : i16
    func.return %res : i16 //
  }
}
